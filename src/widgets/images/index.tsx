import { lazyPart } from "../lazy-part";
import type { WidgetDefinition, WidgetDisplayProps, WidgetInputProps } from "../types";

// antd Upload and Image (rc-upload, rc-image) load with the first file field a page renders.
const ImagesInput = lazyPart<WidgetInputProps<string[] | string>>(() => import("./ImagesInput").then(({ ImagesInput }) => ({ default: ImagesInput })));
const ImagesDisplay = lazyPart<WidgetDisplayProps<string[] | string | null>>(
  () => import("./ImagesDisplay").then(({ ImagesDisplay }) => ({ default: ImagesDisplay })),
);

/** File fields (`format: "upload"`, or a list of them): picture cards in the form, thumbnails elsewhere. */
export const imagesWidget: WidgetDefinition = { Input: ImagesInput, Display: ImagesDisplay };

export { ImageUploaderContext, uploadImage, type ImageUploader, type UploadFailure } from "./upload-image";
