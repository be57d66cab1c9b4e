import type { Kurus } from "../../../src/domain/money";
import { basketBase64, type PaytrBasketItem } from "./basket";
import type { PaytrCredentials } from "./credentials";
import { PaytrError } from "./errors";
import { resolvePaytrOptions, type PaytrCurrency, type PaytrLanguage, type PaytrOptions } from "./options";
import { postForm } from "./postForm";
import { paytrToken } from "./token";
import { checkInstallment, checkMerchantOid, checkPositiveKurus, checkUserIp, flag } from "./validate";

export interface IframePaymentInput {
  userIp: string;
  /** Our order reference: letters and digits, at most 64. */
  merchantOid: string;
  email: string;
  /** Integer kuruş: 34.56 TL is 3456. */
  paymentAmount: Kurus;
  basket: PaytrBasketItem[];
  noInstallment: boolean;
  /** 0 lets PayTR offer every installment count. */
  maxInstallment: number;
  currency?: PaytrCurrency;
  testMode: boolean;
  userName: string;
  userAddress: string;
  userPhone: string;
  merchantOkUrl: string;
  merchantFailUrl: string;
  /** Minutes the payment page stays valid. */
  timeoutLimit?: number;
  debugOn?: boolean;
  lang?: PaytrLanguage;
}

export interface IframeToken {
  token: string;
  /** The page to show in the iframe. */
  iframeUrl: string;
}

const DEFAULT_TIMEOUT_LIMIT_MINUTES = 30;

/** Every form field of the get-token request, paytr_token included. */
export function iframeTokenFields(input: IframePaymentInput, credentials: PaytrCredentials): Record<string, string> {
  checkUserIp(input.userIp);
  checkMerchantOid(input.merchantOid);
  checkPositiveKurus(input.paymentAmount, "payment_amount");
  checkInstallment(input.maxInstallment, "max_installment", 0);
  const fields = {
    merchant_id: credentials.merchantId,
    user_ip: input.userIp,
    merchant_oid: input.merchantOid,
    email: input.email,
    payment_amount: String(input.paymentAmount),
    user_basket: basketBase64(input.basket),
    no_installment: flag(input.noInstallment),
    max_installment: String(input.maxInstallment),
    currency: input.currency ?? "TL",
    test_mode: flag(input.testMode),
  };
  const concatenation =
    fields.merchant_id + fields.user_ip + fields.merchant_oid + fields.email + fields.payment_amount +
    fields.user_basket + fields.no_installment + fields.max_installment + fields.currency + fields.test_mode;
  return {
    ...fields,
    user_name: input.userName,
    user_address: input.userAddress,
    user_phone: input.userPhone,
    merchant_ok_url: input.merchantOkUrl,
    merchant_fail_url: input.merchantFailUrl,
    timeout_limit: String(input.timeoutLimit ?? DEFAULT_TIMEOUT_LIMIT_MINUTES),
    debug_on: flag(input.debugOn),
    lang: input.lang ?? "tr",
    paytr_token: paytrToken(concatenation, credentials.merchantKey, credentials.merchantSalt),
  };
}

/** Asks PayTR for an iFrame token; a refusal throws PaytrError "failed" with PayTR's reason. */
export async function createIframeToken(
  input: IframePaymentInput,
  credentials: PaytrCredentials,
  options?: PaytrOptions,
): Promise<IframeToken> {
  const { baseUrl, http } = resolvePaytrOptions(options);
  const answer = await postForm(`${baseUrl}/odeme/api/get-token`, iframeTokenFields(input, credentials), http);
  if (typeof answer.token !== "string" || answer.token === "") throw new PaytrError("invalid_response");
  return { token: answer.token, iframeUrl: `${baseUrl}/odeme/guvenli/${encodeURIComponent(answer.token)}` };
}
