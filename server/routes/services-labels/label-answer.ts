import type { FastifyRequest } from "fastify";
import type { CompanyRow } from "../../data/own-company";
import type { Row } from "../../data";

/** What a printed label shows of one product (spec §6 "barcode flags"); money stays a decimal string. */
export const labelProductSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    barcode: { type: ["string", "null"] },
    price: { type: ["string", "null"] },
    rent_price: { type: ["string", "null"] },
    barcode_rent_price: { type: "boolean" },
  },
} as const;

/** The shop's print flags (settings → output flags) and the logo a label may carry. */
export const labelCompanySchema = {
  type: "object",
  properties: {
    title: { type: ["string", "null"] },
    logo_url: { type: ["string", "null"] },
    print_company_logo: { type: "boolean" },
    print_sale_price: { type: "boolean" },
    print_rent_price: { type: "boolean" },
    qrcode_in_barcode: { type: "boolean" },
    barcode_in_barcode: { type: "boolean" },
  },
} as const;

export const labelProduct = (row: Row) => ({
  id: row.id as number,
  name: row.name as string,
  barcode: (row.barcode as string | null) ?? null,
  price: (row.price as string | null) ?? null,
  rent_price: (row.rent_price as string | null) ?? null,
  barcode_rent_price: row.barcode_rent_price === true,
});

export const labelCompany = (company: CompanyRow) => ({
  // A shop without a separate title prints its registered name.
  title: company.title ?? company.full_name,
  logo_url: company.logo_url,
  print_company_logo: company.print_company_logo,
  print_sale_price: company.print_sale_price,
  print_rent_price: company.print_rent_price,
  qrcode_in_barcode: company.qrcode_in_barcode,
  barcode_in_barcode: company.barcode_in_barcode,
});

/**
 * The product detail page a label's QR opens: under PUBLIC_URL when configured, else under the address the
 * caller reached the server by (the same origin the browser prints from).
 */
export const detailUrl = (request: FastifyRequest, id: number): string => {
  const base = request.server.config.publicUrl?.replace(/\/+$/, "") ?? `${request.protocol}://${request.host}`;
  return `${base}/urunler/${id}`;
};
