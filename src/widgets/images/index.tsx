import type { WidgetDefinition } from "../types";
import { ImagesDisplay } from "./ImagesDisplay";
import { ImagesInput } from "./ImagesInput";

/** File fields (`format: "upload"`, or a list of them): picture cards in the form, thumbnails elsewhere. */
export const imagesWidget: WidgetDefinition = { Input: ImagesInput, Display: ImagesDisplay };

export { ImageUploaderContext, uploadImage, type ImageUploader, type UploadFailure } from "./upload-image";
