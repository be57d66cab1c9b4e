import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasFlag } from "../../../src/domain/permissions";
import { PRODUCT_SIZES, services } from "../../../src/schemas/services.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { subjectOf } from "../../auth/session";
import type { Row } from "../../data";
import { sessionOf } from "../../engine/access";
import { assertOwnUploads } from "../../engine/file-fields";
import { bodySchema, messageSchema, rowSchema, validationErrorSchema } from "../../engine/route-schemas";
import { assertGatedFieldsAbsent, shapeRows } from "../../engine/row-answers";
import { sanitizeInput } from "../../engine/sanitize";
import { assertReferences, translateViolation } from "../../engine/write-guards";
import { invalid } from "../../errors";
import { copyUploads } from "./copy-uploads";
import { nextBarcode } from "./next-barcode";

const schema: ResourceSchema = services;
const BARCODE_MAX = schema.properties.barcode.maxLength as number;
/** The longest suffix a size adds (`-60`). */
const SUFFIX_MAX = Math.max(...PRODUCT_SIZES.map((size) => `-${size}`.length));

/** A product's body without `size`, plus the sizes to make it in: distinct values of PRODUCT_SIZES. */
export function sizeSeriesBody() {
  const { properties, required = [], ...rest } = bodySchema(schema) as { properties: Record<string, unknown>; required?: string[] };
  const { size: _size, ...others } = properties;
  const sizes = { type: "array", minItems: 1, maxItems: PRODUCT_SIZES.length, uniqueItems: true, items: { type: "integer", enum: PRODUCT_SIZES } };
  return { ...rest, required: [...required, "sizes"], properties: { ...others, sizes } };
}

export const sizeSeriesResponse = { type: "object", properties: { data: { type: "array", items: rowSchema(schema) } } } as const;

/**
 * POST /services/sizes (spec §4 "Product modal", create mode): one product per size, barcode `<base>-<size>` where
 * the base is the sent barcode or the shop's next free number; all in one unit of work with their audit entries,
 * so a taken barcode (a 422 on `barcode`) writes none of them. Sizes need yearsize_permission (a 422 on `sizes`).
 */
export function registerSizeSeries(app: FastifyInstance) {
  app.post(
    "/services/sizes",
    { schema: { tags: ["services"], body: sizeSeriesBody(), response: { 201: sizeSeriesResponse, 401: messageSchema, 403: messageSchema, 422: validationErrorSchema } } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const session = sessionOf(request);
      const { sizes, ...sent } = request.body as Record<string, unknown> & { sizes: number[] };
      if (!hasFlag(subjectOf(session), "yearsize_permission")) throw invalid("sizes", "server.validation.fieldNotAllowed");
      assertGatedFieldsAbsent(schema, session, sent);
      const values = sanitizeInput(schema, sent);
      if (typeof values.barcode === "string" && values.barcode.length + SUFFIX_MAX > BARCODE_MAX) {
        throw invalid("barcode", "server.validation.maxLength", { limit: BARCODE_MAX - SUFFIX_MAX });
      }
      const copied: string[] = [];
      try {
        const created = await request.unitOfWork(async (repos) => {
          const products = repos.resource(schema.$id);
          const base = (values.barcode as string | undefined) ?? (await nextBarcode(repos));
          const barcodes = sizes.map((size) => `${base}-${size}`);
          if ((await products.count({ barcode: barcodes })) > 0) throw invalid("barcode", "server.validation.unique");
          await assertOwnUploads(repos, schema, values);
          await assertReferences(repos, schema, values);
          const images = (values.images as string[] | undefined) ?? [];
          const rows: Row[] = [];
          for (const [index, size] of sizes.entries()) {
            const own = index === 0 || images.length === 0 ? values.images : await copyUploads(app, repos, images, copied);
            const row = await products.create({ ...values, ...(own === undefined ? {} : { images: own }), barcode: barcodes[index], size });
            await repos.audit.recordChange({ action: "create", resource: schema.$id, recordId: row.id as number, after: row });
            rows.push(row);
          }
          return rows;
        });
        return reply.code(201).send({ data: shapeRows(schema, session, created) });
      } catch (error) {
        await Promise.all(copied.map((key) => app.storage.remove(key)));
        throw translateViolation(error, schema.$id, "write");
      }
    },
  );
}
