/** The symbols a label carries: the barcode's Code128 bars and the QR that opens the product's page. */
export type BarcodeKind = "code128" | "qrcode";

/**
 * bwip-js is loaded here, on the first label drawn, so it never enters the app shell or another page's chunk
 * (its renderer with the Code128 and QR encoders, ./bwip-encoders).
 */
const loadBwip = () => import("./bwip-encoders");

/** The symbol as an SVG document: sharp at any print resolution, and an <img> the print window copies as it is. */
export async function barcodeSvg(kind: BarcodeKind, text: string): Promise<string> {
  const { code128, qrcode, drawingSVG } = await loadBwip();
  return kind === "code128"
    ? code128({ bcid: "code128", text, scale: 2, height: 12, paddingwidth: 10, paddingheight: 4, backgroundcolor: "FFFFFF" }, drawingSVG())
    : qrcode({ bcid: "qrcode", text, scale: 4, paddingwidth: 4, paddingheight: 4, backgroundcolor: "FFFFFF" }, drawingSVG());
}

export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The drawing's own size, from its viewBox: bwip-js writes no width or height, and an <img> of such an SVG
 * falls back to 300 × 150, squeezing the bars below a scanner's reach.
 */
export const svgSize = (svg: string): { width: number; height: number } | undefined => {
  const box = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined;
};
