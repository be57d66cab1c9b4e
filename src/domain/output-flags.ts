/**
 * Spec §3 "Output flags": what barcodes and printouts carry, and whether a sale sends its SMS by itself.
 * Written once as the JSON Schema properties the API uses; the list of names follows from them.
 */
export const outputFlagProperties = {
  print_company_logo: { type: "boolean" },
  print_sale_price: { type: "boolean" },
  print_rent_price: { type: "boolean" },
  auto_sale_sms: { type: "boolean" },
  qrcode_in_barcode: { type: "boolean" },
  barcode_in_barcode: { type: "boolean" },
} as const;

export type OutputFlag = keyof typeof outputFlagProperties;

export const OUTPUT_FLAGS = Object.keys(outputFlagProperties) as OutputFlag[];
