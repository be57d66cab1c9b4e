import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from "@zxing/library";
import { PNG } from "pngjs";

/**
 * The text of the one symbol of `format` in a screenshot (PNG), read by ZXing as a scanner at the till would:
 * the printed label is checked by what a reader gets out of it, not by how it was drawn.
 */
export function decodeSymbol(png: Buffer, format: BarcodeFormat.CODE_128 | BarcodeFormat.QR_CODE): string {
  const image = PNG.sync.read(png);
  const luminances = new Uint8ClampedArray(image.width * image.height);
  for (let pixel = 0; pixel < luminances.length; pixel++) {
    const [red, green, blue] = image.data.subarray(pixel * 4, pixel * 4 + 3);
    luminances[pixel] = (red * 299 + green * 587 + blue * 114) / 1000;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, image.width, image.height)));
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [format]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return new MultiFormatReader().decode(bitmap, hints).getText();
}

export { BarcodeFormat };
