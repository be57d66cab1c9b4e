import { IMAGE_EXTENSION, MAX_IMAGE_BYTES } from "../../domain/uploads";

/** What the browser says a JPEG or PNG is; the server reads the content as well. */
const IMAGE_TYPES = new Set(["image/jpeg", "image/png"]);

export const MAX_IMAGE_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

export type ImageProblem = "type" | "size";

/**
 * Why a picked file cannot be sent to `POST /api/image-upload`, with the server's own limits (a JPEG or PNG
 * by name and type, at most MAX_IMAGE_BYTES); null when it may go.
 */
export const imageFileProblem = (file: { name: string; type: string; size: number }): ImageProblem | null => {
  if (!IMAGE_EXTENSION.test(file.name) || !IMAGE_TYPES.has(file.type)) return "type";
  if (file.size > MAX_IMAGE_BYTES) return "size";
  return null;
};
