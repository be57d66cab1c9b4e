import { lazy } from "react";

/** The 403 page (antd Result and its illustration) loads when someone meets it, not with every page that may refuse. */
export const LazyForbiddenPage = lazy(() => import("./ForbiddenPage"));
