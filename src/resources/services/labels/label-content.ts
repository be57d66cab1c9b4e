import type { LabelCompany, LabelProduct } from "./label-types";

/**
 * What one label prints, by the shop's flags (spec §6: "Barcode printing follows company print flags. Rent price
 * on a barcode also needs the product's barcode_rent_price"). Pure, so the rules are tested without drawing.
 */
export const labelContent = (product: LabelProduct, company: LabelCompany) => ({
  logo: company.print_company_logo && company.logo_url ? company.logo_url : null,
  // barcode_in_barcode: the bars themselves; the barcode's text is printed either way, for a person to type.
  bars: company.barcode_in_barcode && product.barcode ? product.barcode : null,
  qr: company.qrcode_in_barcode,
  salePrice: company.print_sale_price && product.price !== null ? product.price : null,
  rentPrice: company.print_rent_price && product.barcode_rent_price && product.rent_price !== null ? product.rent_price : null,
});
