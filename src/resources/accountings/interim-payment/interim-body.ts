import { decimal, kurusOf, SPLIT_FIELDS } from "../shared/amounts";

export interface InterimValues {
  credit_id?: number;
  date?: string;
  payment_type?: string;
  price?: string;
  cash_amount?: string;
  credit_cart_amount?: string;
  eft_amount?: string;
}

/** The fields an interim payment's refusal can land on. */
export const INTERIM_FIELDS: ReadonlySet<string> = new Set(["credit_id", "date", "payment_type", "price", ...SPLIT_FIELDS]);

/**
 * `POST /accountings` for an interim payment (spec §3 "interim payment", §5): the credit or debt it pays, the date,
 * and the price, or with a multiple payment the three splits (the server makes their sum the price). The party is
 * the credit's, set by the server.
 */
export const interimBody = (values: InterimValues): Record<string, unknown> => {
  const body: Record<string, unknown> = { kind: "payment", credit_id: values.credit_id, date: values.date, payment_type: values.payment_type };
  if (values.payment_type === "multiple_payment") {
    for (const split of SPLIT_FIELDS) body[split] = decimal(kurusOf(values[split]));
  } else {
    body.price = decimal(kurusOf(values.price));
  }
  return body;
};

/** A payment being changed, as its form holds it. */
export const editingInterim = (record: Readonly<Record<string, unknown>>): InterimValues => {
  const pick = (name: keyof InterimValues) => (record[name] === null ? undefined : record[name]);
  return Object.fromEntries(
    (["credit_id", "date", "payment_type", "price", ...SPLIT_FIELDS] as const).map((name) => [name, pick(name)]),
  ) as InterimValues;
};
