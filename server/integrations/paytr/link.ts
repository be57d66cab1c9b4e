import type { Kurus } from "../../../src/domain/money";
import type { PaytrCredentials } from "./credentials";
import { PaytrError } from "./errors";
import { resolvePaytrOptions, type PaytrCurrency, type PaytrLanguage, type PaytrOptions } from "./options";
import { postForm } from "./postForm";
import { paytrToken } from "./token";
import { checkInstallment, checkPositiveKurus, flag } from "./validate";

interface LinkCommon {
  /** What is being paid for, 4 to 200 characters. */
  name: string;
  /** Integer kuruş: 14.45 TL is 1445. */
  price: Kurus;
  currency?: PaytrCurrency;
  /** 1 = single payment, up to 12. */
  maxInstallment: number;
  lang?: PaytrLanguage;
  /** "YYYY-MM-DD HH:mm:ss", after which the link stops working. */
  expiryDate?: string;
  callbackLink?: string;
  callbackId?: string;
  debugOn?: boolean;
}

/** A product link sells at least `minCount` pieces; a collection link collects from one email. */
export type PaymentLinkInput =
  | (LinkCommon & { linkType: "product"; minCount: number; maxCount?: number })
  | (LinkCommon & { linkType: "collection"; email: string });

export interface PaymentLink {
  id: string;
  link: string;
}

export function paymentLinkFields(input: PaymentLinkInput, credentials: PaytrCredentials): Record<string, string> {
  const name = input.name.trim();
  if (name.length < 4 || name.length > 200) throw new PaytrError("invalid_input", { field: "name" });
  checkPositiveKurus(input.price, "price");
  checkInstallment(input.maxInstallment, "max_installment", 1);
  const fields: Record<string, string> = {
    merchant_id: credentials.merchantId,
    name,
    price: String(input.price),
    currency: input.currency ?? "TL",
    max_installment: String(input.maxInstallment),
    link_type: input.linkType,
    lang: input.lang ?? "tr",
  };
  let last: string;
  if (input.linkType === "product") {
    if (!Number.isSafeInteger(input.minCount) || input.minCount < 1) throw new PaytrError("invalid_input", { field: "min_count" });
    fields.min_count = last = String(input.minCount);
    if (input.maxCount !== undefined) fields.max_count = String(input.maxCount);
  } else {
    if (!input.email.includes("@")) throw new PaytrError("invalid_input", { field: "email" });
    fields.email = last = input.email;
  }
  const concatenation = fields.name + fields.price + fields.currency + fields.max_installment + fields.link_type + fields.lang + last;
  fields.paytr_token = paytrToken(concatenation, credentials.merchantKey, credentials.merchantSalt);
  fields.debug_on = flag(input.debugOn);
  if (input.expiryDate) fields.expiry_date = input.expiryDate;
  if (input.callbackLink) fields.callback_link = input.callbackLink;
  if (input.callbackId) fields.callback_id = input.callbackId;
  return fields;
}

/** Creates a PayTR payment link (Link API). */
export async function createPaymentLink(
  input: PaymentLinkInput,
  credentials: PaytrCredentials,
  options?: PaytrOptions,
): Promise<PaymentLink> {
  const { baseUrl, http } = resolvePaytrOptions(options);
  const answer = await postForm(`${baseUrl}/odeme/api/link/create`, paymentLinkFields(input, credentials), http);
  const { id, link } = answer;
  if ((typeof id !== "string" && typeof id !== "number") || typeof link !== "string") throw new PaytrError("invalid_response");
  return { id: String(id), link };
}
