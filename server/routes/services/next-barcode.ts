import type { Repositories } from "../../data";
import type { WriteContext } from "../../engine/crud-routes";

/** An empty shop's first generated barcode (six digits, as the shops' label printers expect). */
export const FIRST_BARCODE = 100001;

/**
 * The barcode the next product gets when none is typed: one past the highest number a barcode of the shop starts
 * with (a size's `100042-38` counts as 100042, binned products too, since they may come back).
 */
export async function nextBarcode(repos: Repositories): Promise<string> {
  const highest = await repos.resource("services").highestNumber("barcode");
  return String(highest === null ? FIRST_BARCODE : highest + 1);
}

/**
 * A product created without a barcode gets the next free one, inside the create's unit of work. Two creates racing
 * for the same number meet the unique index: the second is a 422 on `barcode`, and saving again takes the next.
 */
export async function barcodeWhenLeftEmpty(context: WriteContext): Promise<void> {
  if (context.action !== "create" || !context.values) return;
  if (context.values.barcode === undefined || context.values.barcode === null) context.values.barcode = await nextBarcode(context.repos);
}
