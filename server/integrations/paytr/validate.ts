import { PaytrError } from "./errors";

/** merchant_oid: letters and digits only, at most 64 (PayTR refuses anything else). */
export function checkMerchantOid(value: string): void {
  if (!/^[A-Za-z0-9]{1,64}$/.test(value)) throw new PaytrError("invalid_input", { field: "merchant_oid" });
}

export function checkUserIp(value: string): void {
  if (!value || value.length > 39) throw new PaytrError("invalid_input", { field: "user_ip" });
}

export function checkPositiveKurus(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value <= 0) throw new PaytrError("invalid_input", { field });
}

export function checkInstallment(value: number, field: string, min: number): void {
  if (!Number.isInteger(value) || value < min || value > 12) throw new PaytrError("invalid_input", { field });
}

export const flag = (value: boolean | undefined): "0" | "1" => (value ? "1" : "0");
