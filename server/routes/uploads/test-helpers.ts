import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** The start of a JFIF file: enough for the magic-byte check. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from("JFIF\0"), randomBytes(64)]);

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(fileName: string, bytes: Buffer, options: { field?: string; contentType?: string } = {}) {
  const boundary = `----vitest${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? "file"}"; filename="${fileName}"\r\n` +
      `Content-Type: ${options.contentType ?? "application/octet-stream"}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export const uploadImage = (app: FastifyInstance, headers: Record<string, string>, fileName: string, bytes: Buffer, options: { field?: string; contentType?: string } = {}) => {
  const body = multipartFile(fileName, bytes, options);
  return app.inject({ method: "POST", url: "/api/image-upload", headers: { ...headers, ...body.headers }, payload: body.payload });
};
