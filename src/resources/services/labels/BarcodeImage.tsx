import { useEffect, useState } from "react";
import { barcodeSvg, svgDataUrl, svgSize, type BarcodeKind } from "./barcode-svg";

interface BarcodeImageProps {
  kind: BarcodeKind;
  /** What the symbol encodes: the barcode, or the detail page's address. */
  text: string;
  /** The image's name for screen readers and tests. */
  alt: string;
  /** Square side in CSS pixels (the QR: 110, spec §9); the bars keep the size bwip-js drew them at. */
  size?: number;
  /** On a page rather than a label: narrowed with the screen, in proportion (a phone is narrower than the bars). */
  fit?: boolean;
}

/**
 * One Code128 or QR symbol drawn by bwip-js; nothing until its code has loaded, so a label never shows a broken
 * image. On a label never shrunk: bars squeezed below their drawn width, or out of proportion, no longer scan.
 */
export const BarcodeImage = ({ kind, text, alt, size, fit = false }: BarcodeImageProps) => {
  const [drawn, setDrawn] = useState<{ key: string; src: string; width?: number; height?: number }>();
  const key = `${kind}:${text}`;
  useEffect(() => {
    let current = true;
    barcodeSvg(kind, text).then(
      (svg) => current && setDrawn({ key, src: svgDataUrl(svg), ...svgSize(svg) }),
      // A text the symbology cannot hold (Code128 takes ASCII only) leaves the symbol out; the text stays on the label.
      () => current && setDrawn(undefined),
    );
    return () => {
      current = false;
    };
  }, [kind, text, key]);
  if (drawn?.key !== key) return null;
  return <img src={drawn.src} alt={alt} data-barcode={kind} width={size ?? drawn.width} height={size ?? drawn.height} style={fit ? { display: "block", maxWidth: "100%", height: "auto" } : { display: "block", flexShrink: 0 }} />;
};
