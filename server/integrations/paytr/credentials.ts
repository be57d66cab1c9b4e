import { PaytrError } from "./errors";

export const PAYTR_BASE_URL = "https://www.paytr.com";

export interface PaytrCredentials {
  merchantId: string;
  merchantKey: string;
  merchantSalt: string;
}

/** The super settings' payment fields (payment_id, payment_key, payment_salt) as PayTR credentials. */
export function paytrCredentialsFromSettings(settings: {
  payment_id?: string | null;
  payment_key?: string | null;
  payment_salt?: string | null;
}): PaytrCredentials {
  const { payment_id, payment_key, payment_salt } = settings;
  if (!payment_id?.trim() || !payment_key?.trim() || !payment_salt?.trim()) throw new PaytrError("missing_credentials");
  return { merchantId: payment_id.trim(), merchantKey: payment_key.trim(), merchantSalt: payment_salt.trim() };
}
