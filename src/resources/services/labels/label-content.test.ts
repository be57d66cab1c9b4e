import { describe, expect, it } from "vitest";
import { labelContent } from "./label-content";
import type { LabelCompany, LabelProduct } from "./label-types";

const product: LabelProduct = { id: 7, name: "Prenses", barcode: "100042", price: "12500.50", rent_price: "3000.00", barcode_rent_price: true };
const everything: LabelCompany = {
  title: "Prenses Gelinlik",
  logo_url: "/api/uploads/logo.png",
  print_company_logo: true,
  print_sale_price: true,
  print_rent_price: true,
  qrcode_in_barcode: true,
  barcode_in_barcode: true,
};

describe("labelContent", () => {
  it("prints everything the shop's flags allow", () => {
    expect(labelContent(product, everything)).toEqual({ logo: "/api/uploads/logo.png", bars: "100042", qr: true, salePrice: "12500.50", rentPrice: "3000.00" });
  });

  it("prints the rent price only when the shop prints rent prices and the product asks for it on its barcode", () => {
    expect(labelContent({ ...product, barcode_rent_price: false }, everything).rentPrice).toBeNull();
    expect(labelContent(product, { ...everything, print_rent_price: false }).rentPrice).toBeNull();
  });

  it("leaves out what a flag turns off, and a logo the shop does not have", () => {
    const none = { ...everything, print_company_logo: false, print_sale_price: false, qrcode_in_barcode: false, barcode_in_barcode: false };
    expect(labelContent(product, none)).toMatchObject({ logo: null, bars: null, qr: false, salePrice: null });
    expect(labelContent(product, { ...everything, logo_url: null }).logo).toBeNull();
  });
});
