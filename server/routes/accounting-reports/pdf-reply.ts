import type { FastifyReply } from "fastify";

/** A PDF made on the request, sent as a download and never cached (it holds the shop's money). */
export const pdfReply = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  reply.header("content-type", "application/pdf").header("content-disposition", `attachment; filename="${fileName}"`).header("cache-control", "no-store").send(pdf);
