import type { FastifyInstance } from "fastify";
import type { ResourceExtension } from "../../engine/crud-routes";
import type { JobHandler } from "../../jobs/types";
import { removeClientImage } from "./remove-image";

/** The job that removes a deleted client's photo files once her delete has committed. */
export const PHOTO_FILES_JOB = "client_images.remove_files";
/** Photos are taken a page at a time (a client has tens at most). */
const PAGE = 100;

/**
 * A client deleted for good (the first user's delete) takes her photos with her: the database would drop their rows
 * by its cascade, but not the upload rows nor the stored files. Their rows and upload rows go in the delete's unit
 * of work (a refused delete brings them back), and so does a job that removes the files: it exists only once the
 * delete has committed, so no file is removed for a client who is still there.
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
    if (keys.length > 0) await context.repos.jobs.enqueue({ type: PHOTO_FILES_JOB, key: `client:${clientId}`, payload: { keys } });
  },
});

/** Removes the stored files (removing a missing one is no error, so a second run does no harm). */
export const photoFilesHandler = (app: FastifyInstance): JobHandler<{ keys: string[] }> => ({
  async run(job) {
    for (const key of job.payload.keys) await app.storage.remove(key);
  },
});
