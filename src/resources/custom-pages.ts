import type { ComponentType, LazyExoticComponent } from "react";
import type { PageView } from "./definitions";

export type ResourcePage = LazyExoticComponent<ComponentType<{ resource: string }>>;

/**
 * Hand-written pages that replace a generated one, `src/resources/<name>/<Entity><View>.tsx`, e.g.
 * `notification: { show: lazy(() => import("./notification/NotificationShow")) }`. Every registered
 * resource is served by the generic pages so far.
 */
export const customPages: Partial<Record<string, Partial<Record<PageView, ResourcePage>>>> = {};
