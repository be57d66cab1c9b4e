import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { requireFirstUser } from "../../auth/guards";
import { notFound } from "../../errors";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { translate, languageFrom } from "../../i18n";
import { storageKeyFromUrl, uploadUrl } from "./upload-url";

const deleteImageBody = {
  type: "object",
  properties: { url: { type: "string", minLength: 1, maxLength: 500 } },
  required: ["url"],
  additionalProperties: false,
} as const;

/**
 * POST /api/delete-image-by-url: removes one of the caller's company's uploads (row and file). Another
 * company's file, or a URL that is not an upload, is a 404: nobody learns whether it exists.
 */
export default async function deleteImageRoute(app: FastifyInstance) {
  app.post<{ Body: FromSchema<typeof deleteImageBody> }>(
    "/delete-image-by-url",
    {
      // Uploads are company logos so far, which only the first user sets; product images will bring their own flag.
      preHandler: requireFirstUser,
      schema: {
        tags: ["uploads"],
        summary: "Delete an uploaded image of the own company by its URL",
        body: deleteImageBody,
        response: { 200: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const key = storageKeyFromUrl(request.body.url);
      if (!key) throw notFound();
      // The row and the logo pointing at it go together; the bytes only once that is committed.
      await request.unitOfWork(async (repos) => {
        if (!(await repos.uploads.remove(key))) throw notFound();
        await repos.company.clearLogoIf(uploadUrl(key));
      });
      await app.storage.remove(key);
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.uploads.deleted") };
    },
  );
}
