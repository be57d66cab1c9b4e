import type { ActionContext } from "../../engine/action-routes";
import type { ResourceExtension } from "../../engine/crud-routes";

export { default as publicBrideRoutes } from "./public";
export { sendLinkRoutes } from "./send";

/** 'İptal Et': the bride's link stops opening at once (the public page answers 404 from now on). */
export async function revokeLink({ row, repos }: ActionContext): Promise<void> {
  await repos.resource("client_links").update(Number(row.id), { revoked_at: new Date() });
}

/** The bride's links (issue 18): sent by the client's `send-link` route, revoked here, read by the public page. */
export const clientLinksExtension: ResourceExtension = {
  actions: { revoke: revokeLink },
};
