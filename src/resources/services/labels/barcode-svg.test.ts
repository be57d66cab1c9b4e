import { toSVG } from "bwip-js/browser";
import { describe, expect, it } from "vitest";
import { barcodeSvg } from "./barcode-svg";

// The labels draw with bwip-js's per-symbology build (only Code128 and QR bundled); it must draw exactly what the
// whole library draws for the same options.
describe("barcodeSvg", () => {
  it("draws the Code128 bars the whole library draws", async () => {
    const svg = await barcodeSvg("code128", "100042-38");
    expect(svg).toContain("<svg");
    expect(svg).toBe(toSVG({ bcid: "code128", text: "100042-38", scale: 2, height: 12, paddingwidth: 10, paddingheight: 4, backgroundcolor: "FFFFFF" }));
  });

  it("draws the QR the whole library draws", async () => {
    const url = "http://localhost:3000/urunler/42";
    expect(await barcodeSvg("qrcode", url)).toBe(toSVG({ bcid: "qrcode", text: url, scale: 4, paddingwidth: 4, paddingheight: 4, backgroundcolor: "FFFFFF" }));
  });
});
