import type { FastifyInstance } from "fastify";
import type { ResourceExtension, WriteContext } from "../../engine/crud-routes";
import { removeClientImage } from "./index";

/** The photos' files a client's delete lets go of, per write (its context), until the delete went through. */
const releasedKeys = new WeakMap<WriteContext, string[]>();
/** Photos are taken a page at a time (a client has tens at most). */
const PAGE = 100;

/**
 * A client deleted for good (the first user's delete) takes her photos with her: the database would drop their rows
 * by its cascade, but not the upload rows nor the stored files. Their rows and upload rows go first, in the
 * delete's unit of work (a refused delete brings them back); the files once the delete itself has gone through (in
 * `afterWrite`, the write's last step before its audit entry).
 */
export const withClientPhotoFiles = (extension: ResourceExtension): ResourceExtension => ({
  ...extension,
  async beforeWrite(context) {
    await extension.beforeWrite?.(context);
    if (context.action !== "delete" && context.action !== "purge") return;
    const clientId = context.before?.id as number | undefined;
    if (clientId === undefined) return;
    const images = context.repos.resource("client_images");
    const keys: string[] = [];
    for (;;) {
      const found = await images.list({ page: 1, perPage: PAGE, filters: { client_id: clientId }, sort: "id", order: "asc" });
      for (const image of found.rows) keys.push(...(await removeClientImage(context.repos, image)));
      if (found.rows.length < PAGE) break;
    }
    releasedKeys.set(context, keys);
  },
  async afterWrite(context) {
    await extension.afterWrite?.(context);
    const keys = releasedKeys.get(context);
    const app = context.app as FastifyInstance | undefined;
    if (!keys?.length || !app) return;
    await Promise.all(keys.map((key) => app.storage.remove(key)));
  },
});
