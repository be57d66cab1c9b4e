import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** pdfmake's document description (0.3); its package ships no types. */
export type DocumentDefinition = Record<string, unknown>;

interface PdfMake {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: DocumentDefinition): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
const FONT_FILES = { normal: "Roboto-Regular.ttf", bold: "Roboto-Medium.ttf", italics: "Roboto-Italic.ttf", bolditalics: "Roboto-MediumItalic.ttf" };

let printer: PdfMake | undefined;

/**
 * pdfmake on the server with the Roboto it ships (every Turkish letter: ş ğ ı İ ç ö ü), loaded once into its
 * in-memory file system. The documents name no files or addresses (a logo comes as bytes), so pdfmake may
 * read neither the disk nor the network: a product name can never make it fetch anything.
 */
function pdfMake(): PdfMake {
  if (printer) return printer;
  const loaded = require("pdfmake") as PdfMake;
  const fontDir = path.join(path.dirname(require.resolve("pdfmake/package.json")), "build", "fonts", "Roboto");
  for (const file of Object.values(FONT_FILES)) loaded.virtualfs.writeFileSync(file, readFileSync(path.join(fontDir, file)));
  loaded.setFonts({ Roboto: FONT_FILES });
  loaded.setUrlAccessPolicy(() => false);
  loaded.setLocalAccessPolicy(() => false);
  printer = loaded;
  return loaded;
}

/** The PDF's bytes. */
export const renderPdf = (definition: DocumentDefinition): Promise<Buffer> => pdfMake().createPdf(definition).getBuffer();
