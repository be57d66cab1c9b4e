import { accountings, SINGLE_PAYMENT_TYPES } from "../../../src/schemas/accountings.schema";
import type { ResourceSchema } from "../../../src/schemas/resource";
import { listEnvelopeSchema } from "../../engine/route-schemas";

const money = { type: "string", format: "money" } as const;

/** The figures of a cash box (spec §3 "daily cash response"), money as decimal text. */
export const figuresProperties = {
  start_date: { type: "string", format: "date" },
  end_date: { type: "string", format: "date" },
  inSafeMoney: money,
  income: money,
  expense: money,
  process_count: { type: "integer" },
  incomeGroup: {
    type: "array",
    items: {
      type: "object",
      properties: { payment_type: { type: "string", enum: SINGLE_PAYMENT_TYPES }, income: money, expense: money, net: money },
    },
  },
  closed: {
    type: ["object", "null"],
    properties: { id: { type: "integer" }, day: { type: "string", format: "date" }, created_at: { type: "string", format: "date-time" } },
  },
} as const;

export const safeAnswerSchema = {
  type: "object",
  properties: { ...figuresProperties, records: listEnvelopeSchema(accountings as unknown as ResourceSchema) },
} as const;
