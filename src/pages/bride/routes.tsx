import { lazy } from "react";
import { Route } from "react-router";
import { withPageTexts } from "../../i18n/page-texts";

/** The bride's page: her link's token, never an id (server/routes/client-links). */
export const BRIDE_PATH = "/gelin/:token";

// Its own chunk with its own texts: neither refine, the schemas nor the resources' texts come with it.
const BridePage = lazy(() => withPageTexts(["bride_page"], import("./BridePage")));

/** `/gelin/:token`, open to anyone with the link, outside the signed-in layout (no menu, no sign-in). */
export const brideRoute = () => <Route key="bride" path={BRIDE_PATH} element={<BridePage />} />;
