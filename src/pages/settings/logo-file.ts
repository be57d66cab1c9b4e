import { IMAGE_ACCEPT, IMAGE_EXTENSION, MAX_IMAGE_BYTES } from "../../domain/uploads";

/** Spec §5: a logo is a JPEG or PNG; the server also checks the content and allows at most 2 MB. */
export const LOGO_MAX_BYTES = MAX_IMAGE_BYTES;
export const LOGO_ACCEPT = IMAGE_ACCEPT;

const LOGO_TYPES = new Set(["image/jpeg", "image/png"]);
const LOGO_EXTENSION = IMAGE_EXTENSION;

export type LogoProblem = "type" | "size";

/** Why a picked file cannot be a logo, before anything is sent; null when it may go to the server. */
export const logoFileProblem = (file: { name: string; type: string; size: number }): LogoProblem | null => {
  if (!LOGO_EXTENSION.test(file.name) || !LOGO_TYPES.has(file.type)) return "type";
  if (file.size > LOGO_MAX_BYTES) return "size";
  return null;
};
