export interface ImageType {
  contentType: "image/png" | "image/jpeg";
  extension: "png" | "jpg";
}

const PNG: ImageType = { contentType: "image/png", extension: "png" };
const JPEG: ImageType = { contentType: "image/jpeg", extension: "jpg" };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

const BY_EXTENSION: Record<string, ImageType> = { ".png": PNG, ".jpg": JPEG, ".jpeg": JPEG };

/** The type the bytes say they are (magic numbers), whatever the file is called. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return PNG;
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return JPEG;
  return null;
}

/** The type a file name claims by its extension (.png, .jpg, .jpeg in any case). */
export function imageTypeOfName(fileName: string): ImageType | null {
  const match = /\.[^./\\]+$/.exec(fileName.trim());
  return (match && BY_EXTENSION[match[0].toLowerCase()]) ?? null;
}

/**
 * A JPEG or PNG only when the content and the name agree: a PNG named logo.exe would be saved and later
 * opened as something else, and a text file named logo.png is not an image.
 */
export function acceptedImageType(fileName: string, bytes: Buffer): ImageType | null {
  const content = sniffImageType(bytes);
  const named = imageTypeOfName(fileName);
  return content && named && content.contentType === named.contentType ? content : null;
}
