import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasFlag } from "../../../src/domain/permissions";
import { sessionOf } from "../../auth/guards";
import { subjectOf } from "../../auth/session";
import { AppError, forbidden, invalid } from "../../errors";
import { newStorageKey } from "../../storage";
import { validationErrorSchema } from "../../engine/route-schemas";
import { acceptedImageType } from "./image-type";
import { uploadUrl } from "./upload-url";
import { MAX_IMAGE_BYTES } from "../../../src/domain/uploads";

const FILE_FIELD = "file";

const uploadedResponse = {
  type: "object",
  properties: { file_url: { type: "string", description: "Path of the stored file, e.g. /uploads/<key>.png" } },
  required: ["file_url"],
} as const;

const fileError = (key: string) => invalid(FILE_FIELD, `server.uploads.${key}`);

/**
 * Reads the one `file` part; a refusal is a 422 on `file`, never a 413 or a 500. Everything that fails while
 * the form is read (no boundary, a body cut short, bytes that are no multipart at all) is the sender's
 * broken form, whatever the parser calls it.
 */
async function readImagePart(request: FastifyRequest) {
  if (!request.isMultipart()) throw fileError("fileRequired");
  try {
    const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!part || part.fieldname !== FILE_FIELD) throw fileError("fileRequired");
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw fileError("tooLarge");
    request.log.info({ err: error }, "unreadable multipart upload");
    throw fileError("malformed");
  }
}

/**
 * Who may upload: the company's first user (the logo, which only they set, from settings) and whoever holds
 * productimage_permission (a product's pictures). Anyone else is refused before the file is read.
 */
async function mayUploadImages(request: FastifyRequest): Promise<void> {
  const session = sessionOf(request);
  if (!session.firstUser && !hasFlag(subjectOf(session), "productimage_permission")) throw forbidden();
}

/** POST /api/image-upload: one JPEG or PNG (checked by content and by name), at most 2 MB, stored for the caller's company. */
export default async function imageUploadRoute(app: FastifyInstance) {
  app.post(
    "/image-upload",
    {
      preHandler: mayUploadImages,
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["uploads"],
        summary: "Upload a JPEG or PNG image (multipart/form-data, field `file`, at most 2 MB)",
        consumes: ["multipart/form-data"],
        response: { 201: uploadedResponse, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await readImagePart(request);
      const type = acceptedImageType(fileName, bytes);
      if (!type) throw fileError("onlyJpegPng");

      const key = newStorageKey(type.extension);
      await app.storage.put(key, bytes, type.contentType);
      try {
        await request.repos.uploads.insert({ key, contentType: type.contentType, sizeBytes: bytes.length });
      } catch (error) {
        await app.storage.remove(key);
        throw error;
      }
      return reply.code(201).send({ file_url: uploadUrl(key) });
    },
  );
}
