// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import type { ResourceSchema } from "../../../engine";
import { schemas } from "../../../schemas";
import BarcodeLabelsButton from "./BarcodeLabelsButton";
import type { LabelCompany, LabelSheetAnswer } from "./label-types";

const company: LabelCompany = {
  title: "Prenses Gelinlik",
  logo_url: "/api/uploads/logo.png",
  print_company_logo: true,
  print_sale_price: true,
  print_rent_price: true,
  qrcode_in_barcode: true,
  barcode_in_barcode: true,
};
const sheet: LabelSheetAnswer = {
  company,
  data: [
    { product: { id: 1, name: "Prenses Gelinlik", barcode: "100042", price: "12500.50", rent_price: "3000.00", barcode_rent_price: true }, detail_url: "https://panel.ornek.com.tr/urunler/1" },
    { product: { id: 2, name: "Tül Duvak", barcode: "100043", price: "750.00", rent_price: "100.00", barcode_rent_price: false }, detail_url: "https://panel.ornek.com.tr/urunler/2" },
  ],
};

/** The in-memory API answering the sheet, and the label requests it saw. */
const labelApi = (answer: LabelSheetAnswer) => {
  const asked: CustomParams[] = [];
  const memory = createMemoryDataProvider(schemas as readonly ResourceSchema[], {});
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    custom: async (params) => {
      asked.push(params);
      return { data: answer as never };
    },
  };
  return { dataProvider, asked };
};

const renderButton = (answer = sheet) => {
  const api = labelApi(answer);
  render(
    <EngineHarness routerBindings={false} path="/" schemas={[]} dataProvider={api.dataProvider}>
      <BarcodeLabelsButton productIds={[1, 2]} />
    </EngineHarness>,
  );
  return api;
};

describe("BarcodeLabelsButton", () => {
  it("asks for nothing until clicked, then previews a label per product with its barcode, QR, logo and prices", async () => {
    const api = renderButton();
    const button = await screen.findByRole("button", { name: /Barkod Yazdır/ });
    expect(api.asked).toEqual([]);
    fireEvent.click(button);
    const gown = await screen.findByTestId("label-1");
    expect(api.asked[0]).toMatchObject({ url: expect.stringMatching(/\/barcode-generator$/), method: "get", query: { ids: "1,2" } });
    const bars = await within(gown).findByAltText("Barkod 100042");
    expect(bars).toHaveProperty("src", expect.stringMatching(/^data:image\/svg\+xml/));
    // Drawn at bwip-js's own size: an SVG image without one would fall back to 300 x 150 and squeeze the bars.
    expect(Number(bars.getAttribute("width"))).toBeGreaterThan(150);
    expect(Number(bars.getAttribute("height"))).toBeGreaterThan(30);
    const qr = await within(gown).findByAltText("Ürün sayfasının QR kodu");
    expect([qr.getAttribute("width"), qr.getAttribute("height")]).toEqual(["110", "110"]);
    expect(within(gown).getByAltText("Prenses Gelinlik")).toHaveProperty("src", expect.stringMatching(/\/api\/uploads\/logo\.png$/));
    expect(gown.textContent).toContain("Satış Fiyatı: ₺12.500,50");
    expect(gown.textContent).toContain("Kiralama Fiyatı: ₺3.000,00");
  });

  it("prints no rent price on a product that does not ask for it, and no QR or logo when the shop turns them off", async () => {
    renderButton({ ...sheet, company: { ...company, qrcode_in_barcode: false, print_company_logo: false } });
    fireEvent.click(await screen.findByRole("button", { name: /Barkod Yazdır/ }));
    const veil = await screen.findByTestId("label-2");
    await within(veil).findByAltText("Barkod 100043");
    expect(veil.textContent).toContain("Satış Fiyatı: ₺750,00");
    expect(veil.textContent).not.toContain("Kiralama Fiyatı");
    expect(within(veil).queryByAltText("Ürün sayfasının QR kodu")).toBeNull();
    expect(within(veil).queryByAltText("Prenses Gelinlik")).toBeNull();
  });
});
