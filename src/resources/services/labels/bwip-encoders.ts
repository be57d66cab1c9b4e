// Imported statically here (and this module lazily by barcode-svg.ts) so the bundler keeps only the two symbologies
// a label draws: a dynamic import of bwip-js itself keeps all hundred of them (~250 KB gzip instead of ~61).
export { code128, drawingSVG, qrcode } from "bwip-js/generic";
