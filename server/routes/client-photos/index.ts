/**
 * A client's photos (issue 18, spec §7 `clients/uploadimage`, `clients/deleteimage`): a JPEG or PNG checked by its
 * bytes and name, at most 2 MB (the limits and messages of `POST /image-upload`), stored and written as a
 * `client_images` row with its upload row in one unit of work; deleting takes the row, the upload row and the stored
 * file. Declared routes of `client_images` (productimage_permission). The list is the generic
 * `GET /clients/:id/images`.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MAX_IMAGE_BYTES } from "../../../src/domain/uploads";
import type { CustomRoutes } from "../../engine/custom-routes";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { AppError, invalid, notFound } from "../../errors";
import { languageFrom, translate } from "../../i18n";
import { newStorageKey } from "../../storage";
import { acceptedImageType } from "../uploads/image-type";
import { uploadUrl } from "../uploads/upload-url";
import { PHOTO_FILES_JOB, photoFilesHandler } from "./client-delete";
import { removeClientImage } from "./remove-image";

const tags = ["client_images"];
const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema } as const;
const imageRow = {
  type: "object",
  properties: { id: { type: "integer" }, client_id: { type: "integer" }, image: { type: "string" }, created_at: { type: "string", format: "date-time" }, version: { type: "integer" } },
  required: ["id", "client_id", "image", "created_at"],
} as const;
const deleteBody = { type: "object", properties: { id: { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER } }, required: ["id"], additionalProperties: false } as const;

const fileError = (key: string) => invalid("file", `server.uploads.${key}`);

/**
 * The form's `client_id` and its one `file`, in any order. A refusal is a 422 on its field, never a 413 or a 500:
 * whatever fails while the form is read is the sender's broken form.
 */
async function readForm(request: FastifyRequest): Promise<{ clientId: number; fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw fileError("fileRequired");
  let clientField: string | undefined;
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } })) {
      if (part.type === "file") {
        if (part.fieldname !== "file") throw fileError("fileRequired");
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === "client_id") {
        clientField = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw fileError("tooLarge");
    request.log.info({ err: error }, "unreadable multipart upload");
    throw fileError("malformed");
  }
  if (!clientField?.trim()) throw invalid("client_id", "server.validation.required");
  const clientId = Number(clientField);
  if (!/^[0-9]{1,15}$/.test(clientField.trim()) || !Number.isSafeInteger(clientId) || clientId < 1) throw invalid("client_id", "server.validation.type");
  if (!file) throw fileError("fileRequired");
  return { clientId, ...file };
}

export const clientPhotoRoutes: CustomRoutes = {
  declared: [
    { method: "POST", url: "/clients/uploadimage", access: "write", answers: "no-row" },
    { method: "POST", url: "/clients/deleteimage", access: "write", answers: "no-row", sampleBody: (row) => ({ id: row.id }) },
  ],
  async register(app: FastifyInstance) {
    // A deleted client's photo files (./client-delete.ts).
    app.jobs.register(PHOTO_FILES_JOB, photoFilesHandler(app));

    app.post(
      "/clients/uploadimage",
      {
        config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
        schema: { tags, summary: "Upload a client's photo (multipart/form-data: client_id, file: JPEG or PNG, at most 2 MB)", consumes: ["multipart/form-data"], response: { 201: imageRow, ...errors } },
      },
      async (request, reply) => {
        const { clientId, fileName, bytes } = await readForm(request);
        if (!(await request.repos.resource("clients").get(clientId))) throw notFound();
        const type = acceptedImageType(fileName, bytes);
        if (!type) throw fileError("onlyJpegPng");
        const key = newStorageKey(type.extension);
        await app.storage.put(key, bytes, type.contentType);
        try {
          const created = await request.unitOfWork(async (repos) => {
            await repos.uploads.insert({ key, contentType: type.contentType, sizeBytes: bytes.length });
            const row = await repos.resource("client_images").create({ client_id: clientId, image: uploadUrl(key) });
            await repos.audit.recordChange({ action: "create", resource: "client_images", recordId: row.id as number, after: row });
            return row;
          });
          return reply.code(201).send(created);
        } catch (error) {
          // Nothing was written: the bytes go too.
          await app.storage.remove(key);
          throw error;
        }
      },
    );

    app.post("/clients/deleteimage", { schema: { tags, body: deleteBody, response: { 200: messageSchema, ...errors } } }, async (request) => {
      const { id } = request.body as { id: number };
      const keys = await request.unitOfWork(async (repos) => {
        const image = await repos.resource("client_images").get(id, { forUpdate: true });
        if (!image) throw notFound();
        return removeClientImage(repos, image);
      });
      // The bytes only once the rows are gone for good.
      await Promise.all(keys.map((key) => app.storage.remove(key)));
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.uploads.deleted") };
    });
  },
};
