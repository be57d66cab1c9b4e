/** `GET /api/barcode-generator/:id` and `?ids=` (server/routes/services-labels): what a label prints. */
export interface LabelProduct {
  id: number;
  name: string;
  barcode: string | null;
  price: string | null;
  rent_price: string | null;
  barcode_rent_price: boolean;
}

/** The shop's print flags (settings → output flags) and its logo. */
export interface LabelCompany {
  title: string | null;
  logo_url: string | null;
  print_company_logo: boolean;
  print_sale_price: boolean;
  print_rent_price: boolean;
  qrcode_in_barcode: boolean;
  barcode_in_barcode: boolean;
}

export interface Label {
  product: LabelProduct;
  detail_url: string;
}

export interface LabelSheetAnswer {
  company: LabelCompany;
  data: Label[];
}

export interface SingleLabelAnswer extends Label {
  company: LabelCompany;
}

/** QR side in CSS pixels (spec §9 "Barcode QR size 110"). */
export const QR_SIZE = 110;
