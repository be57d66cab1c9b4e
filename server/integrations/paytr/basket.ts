import { decimalStringFromKurus, type Kurus } from "../../../src/domain/money";
import { PaytrError } from "./errors";

export interface PaytrBasketItem {
  name: string;
  unitPrice: Kurus;
  quantity: number;
}

/** PayTR's basket: a JSON list of [name, unit price as "18.00", quantity]. */
export function basketJson(items: readonly PaytrBasketItem[]): string {
  if (items.length === 0) throw new PaytrError("invalid_input", { field: "user_basket" });
  return JSON.stringify(
    items.map((item) => {
      if (!item.name.trim() || !Number.isSafeInteger(item.quantity) || item.quantity < 1 || !Number.isSafeInteger(item.unitPrice) || item.unitPrice < 0) {
        throw new PaytrError("invalid_input", { field: "user_basket" });
      }
      return [item.name, decimalStringFromKurus(item.unitPrice), item.quantity];
    }),
  );
}

/** The iFrame API wants the basket JSON base64-encoded. */
export function basketBase64(items: readonly PaytrBasketItem[]): string {
  return Buffer.from(basketJson(items), "utf8").toString("base64");
}
