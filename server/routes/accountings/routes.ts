import type { FastifyInstance } from "fastify";
import { accountings } from "../../../src/schemas/accountings.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import type { Row } from "../../data";
import { sessionOf } from "../../engine/access";
import type { CustomRoutes } from "../../engine/custom-routes";
import { shapeRows } from "../../engine/row-answers";
import { idParamsSchema } from "../../engine/route-schemas";
import { assertReferences } from "../../engine/write-guards";
import { invalid, notFound } from "../../errors";
import { languageFrom, translate } from "../../i18n";
import { companyToday } from "./day-guard";
import { assertKindAllowed } from "./kinds";
import { checkRecordWrite } from "./record-write";
import { continueCredit, settle } from "./settle";

const schema = accountings as unknown as ResourceSchema;
const tags = ["accountings"];
const props = accountings.properties;

const changeTypeBody = {
  type: "object",
  additionalProperties: false,
  required: ["id", "type"],
  properties: { id: { type: "integer", minimum: 1 }, type: { type: "string", enum: ["income", "expense"] } },
} as const;

const supplierCreditBody = {
  type: "object",
  additionalProperties: false,
  required: ["supplier_id", "title", "last_payment_date", "price"],
  properties: {
    supplier_id: { type: "integer", minimum: 1 },
    title: { ...props.title, minLength: 1 },
    last_payment_date: { type: "string", format: "date" },
    price: props.price,
    date: props.date,
    description: props.description,
  },
} as const;

const historyEntry = {
  type: "object",
  properties: {
    id: { type: "integer" },
    action: { type: "string" },
    created_at: { type: "string" },
    actor: { type: ["object", "null"], properties: { id: { type: "integer" }, full_name: { type: "string" } } },
    before: { type: ["object", "null"], additionalProperties: true },
    after: { type: ["object", "null"], additionalProperties: true },
    record_id: { type: "integer" },
  },
} as const;

/** The conversions of the future pages: receiving a credit ('income') or completing a debt ('expense'). */
const CONVERSIONS = {
  income: { of: "credit", action: "receive", message: "server.accounting.creditReceived" },
  expense: { of: "debt", action: "complete", message: "server.accounting.debtCompleted" },
} as const;

/**
 * The spec's calls beside the generic routes (§7): `PUT /change-accounting-type` (convert stamped today),
 * `POST /creditsForSupplier` (a supplier's credit) and `GET /accountings/:id/history` (the record's audit trail
 * with its payments' and corrections').
 */
export const accountingRoutes: CustomRoutes = {
  declared: [
    { method: "PUT", url: "/change-accounting-type", access: "write", sampleBody: (row) => ({ id: row.id, type: "income" }) },
    {
      method: "POST",
      url: "/creditsForSupplier",
      access: "write",
      sampleBody: (row) => ({ supplier_id: row.supplier_id, title: "Tedarikçi Alacağı", last_payment_date: "2027-12-31", price: "10.00" }),
    },
    { method: "GET", url: "/accountings/:id/history", access: "read" },
  ],
  async register(app: FastifyInstance) {
    app.put("/change-accounting-type", { schema: { tags, body: changeTypeBody } }, async (request) => {
      const session = sessionOf(request);
      assertKindAllowed(session, "credit");
      const { id, type } = request.body as { id: number; type: keyof typeof CONVERSIONS };
      const conversion = CONVERSIONS[type];
      const row = await request.unitOfWork(async (repos) => {
        const record = await repos.resource("accountings").get(id, { forUpdate: true });
        if (!record) throw notFound();
        if (record.type !== conversion.of) throw invalid("type", "server.accounting.wrongConversion");
        const today = await companyToday(repos);
        await settle(repos, record, { date: today });
        if (type === "income") await continueCredit(repos, record, {});
        const after = await repos.resource("accountings").get(id);
        await repos.audit.recordChange({ action: conversion.action, resource: "accountings", recordId: id, before: record, after });
        return after!;
      });
      return { message: translate(languageFrom(request.headers["accept-language"]), conversion.message), data: shapeRows(schema, session, [row])[0] };
    });

    app.post("/creditsForSupplier", { schema: { tags, body: supplierCreditBody } }, async (request, reply) => {
      const session = sessionOf(request);
      const body = request.body as Row;
      const created = await request.unitOfWork(async (repos) => {
        const values: Row = { kind: "supplier_credit", payment_type: "cash", type_of_payment: "one_time", ...body, date: body.date ?? (await companyToday(repos)) };
        await checkRecordWrite({ action: "create", session, repos, values });
        await assertReferences(repos, schema, values);
        const row = await repos.resource("accountings").create(values);
        await repos.audit.recordChange({ action: "create", resource: "accountings", recordId: row.id as number, after: row });
        return row;
      });
      return reply.code(201).send(shapeRows(schema, session, [created])[0]);
    });

    app.get("/accountings/:id/history", { schema: { tags, params: idParamsSchema, response: { 200: { type: "object", properties: { data: { type: "array", items: historyEntry } } } } } }, async (request) => {
      const { id } = request.params as { id: number };
      if (!(await request.repos.resource("accountings").get(id))) throw notFound();
      return { data: await request.repos.audit.historyOf("accountings", id, ["credit_id", "corrects_id"]) };
    });
  },
};

