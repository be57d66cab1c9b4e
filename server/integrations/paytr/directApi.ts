import { decimalStringFromKurus, type Kurus } from "../../../src/domain/money";
import { basketJson, type PaytrBasketItem } from "./basket";
import type { PaytrCredentials } from "./credentials";
import { resolvePaytrOptions, type PaytrCurrency, type PaytrLanguage, type PaytrOptions } from "./options";
import { paytrToken } from "./token";
import { checkInstallment, checkMerchantOid, checkPositiveKurus, checkUserIp, flag } from "./validate";

/** The card fields the browser adds itself; they never pass through our server. */
export const DIRECT_API_CARD_FIELDS = ["cc_owner", "card_number", "expiry_month", "expiry_year", "cvv"] as const;

export interface DirectPaymentInput {
  userIp: string;
  merchantOid: string;
  email: string;
  /** Integer kuruş; sent to PayTR as a decimal string ("100.99"). */
  paymentAmount: Kurus;
  basket: PaytrBasketItem[];
  /** 0 for a single payment. */
  installmentCount?: number;
  /** Card programme for installments (bonus, world, axess, …). */
  cardType?: string;
  currency?: PaytrCurrency;
  testMode: boolean;
  /** false: 3-D Secure, the normal case. */
  non3d?: boolean;
  /** Only in test mode without 3-D Secure: ask PayTR to simulate a failure. */
  non3dTestFailed?: boolean;
  userName: string;
  userAddress: string;
  userPhone: string;
  merchantOkUrl: string;
  merchantFailUrl: string;
  clientLang?: PaytrLanguage;
  debugOn?: boolean;
}

export interface DirectApiForm {
  /** Where the browser posts the form. */
  action: string;
  /** Every field but the card fields. */
  fields: Record<string, string>;
}

/** The Direct API form for the 3-D Secure page; the browser adds DIRECT_API_CARD_FIELDS and posts it. */
export function directApiFormFields(input: DirectPaymentInput, credentials: PaytrCredentials, options?: Pick<PaytrOptions, "baseUrl">): DirectApiForm {
  checkUserIp(input.userIp);
  checkMerchantOid(input.merchantOid);
  checkPositiveKurus(input.paymentAmount, "payment_amount");
  checkInstallment(input.installmentCount ?? 0, "installment_count", 0);
  const signed = {
    merchant_id: credentials.merchantId,
    user_ip: input.userIp,
    merchant_oid: input.merchantOid,
    email: input.email,
    payment_amount: decimalStringFromKurus(input.paymentAmount),
    payment_type: "card",
    installment_count: String(input.installmentCount ?? 0),
    currency: input.currency ?? "TL",
    test_mode: flag(input.testMode),
    non_3d: flag(input.non3d),
  };
  const concatenation =
    signed.merchant_id + signed.user_ip + signed.merchant_oid + signed.email + signed.payment_amount +
    signed.payment_type + signed.installment_count + signed.currency + signed.test_mode + signed.non_3d;
  const fields: Record<string, string> = {
    ...signed,
    paytr_token: paytrToken(concatenation, credentials.merchantKey, credentials.merchantSalt),
    non3d_test_failed: flag(input.non3dTestFailed),
    client_lang: input.clientLang ?? "tr",
    merchant_ok_url: input.merchantOkUrl,
    merchant_fail_url: input.merchantFailUrl,
    user_name: input.userName,
    user_address: input.userAddress,
    user_phone: input.userPhone,
    user_basket: basketJson(input.basket),
    debug_on: flag(input.debugOn),
  };
  if (input.cardType) fields.card_type = input.cardType;
  return { action: `${resolvePaytrOptions(options).baseUrl}/odeme`, fields };
}
