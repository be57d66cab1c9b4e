import { decimalStringFromKurus, kurusFromDecimalString, lineTotal } from "../../../domain/money";

export interface InvoiceLine {
  id?: number;
  service_id?: number;
  service_name?: string | null;
  piece: number;
  price: string;
  discount?: string | null;
  tax?: number | null;
  /** The server's line total (spec §9: rounded up to the lira); computed the same way when missing. */
  line_total?: string | null;
}

export interface InvoiceTotals {
  /** Σ piece × (price − discount), before tax. */
  net: string;
  /** What the tax (and the spec's rounding up of each line to the lira) adds. */
  tax: string;
  /** Σ line totals: what the income records. */
  total: string;
  lines: { line: InvoiceLine; total: string }[];
}

/**
 * An invoice's figures in kuruş, from its lines (src/domain/money, never a float): each line's total as the record
 * was priced, the net before tax, and the tax as what the line totals hold beyond it.
 */
export const invoiceTotals = (lines: readonly InvoiceLine[]): InvoiceTotals => {
  let net = 0;
  let total = 0;
  const shown = lines.map((line) => {
    const price = kurusFromDecimalString(line.price);
    const discount = line.discount ? kurusFromDecimalString(line.discount) : 0;
    const lineKurus = line.line_total ? kurusFromDecimalString(line.line_total) : lineTotal({ piece: line.piece, price, discount, tax: line.tax ?? 0 });
    net += line.piece * (price - discount);
    total += lineKurus;
    return { line, total: decimalStringFromKurus(lineKurus) };
  });
  return { net: decimalStringFromKurus(net), tax: decimalStringFromKurus(total - net), total: decimalStringFromKurus(total), lines: shown };
};
