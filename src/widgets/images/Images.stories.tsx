import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { WidgetDemo } from "../WidgetDemo";
import { ImageUploaderContext, type ImageUploader } from "./upload-image";

/** A picture drawn in place, so the stories need no server. */
const swatch = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${color}"/></svg>`)}`;

/** Instead of the server: the bytes "leave" in five steps and the picked file itself is shown. */
const pretendUpload: ImageUploader = (file, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    let percent = 0;
    const timer = setInterval(() => {
      percent += 20;
      onProgress(percent);
      if (percent < 100) return;
      clearInterval(timer);
      resolve(URL.createObjectURL(file));
    }, 300);
    signal.addEventListener("abort", () => {
      clearInterval(timer);
      reject({ statusCode: 0, message: "aborted" });
    });
  });

const withPretendUploads: Decorator = (Story) => (
  <ImageUploaderContext.Provider value={pretendUpload}>
    <Story />
  </ImageUploaderContext.Provider>
);

const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/Images",
  component: WidgetDemo,
  decorators: [withPretendUploads],
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

/** A product's pictures: a list of uploads with room for more. */
export const Gallery: Story = {
  args: {
    name: "images",
    property: { type: "array", maxItems: 5, items: { type: "string", format: "upload" } },
    value: [swatch("#f5d0c5"), swatch("#c5d8f5")],
  },
};

/** A list that is full: no add button until one is removed. */
export const Full: Story = {
  args: {
    name: "images",
    property: { type: "array", maxItems: 2, items: { type: "string", format: "upload" } },
    value: [swatch("#f5d0c5"), swatch("#d5f5c5")],
  },
};

/** One upload (`format: "upload"`), still empty. */
export const SingleImage: Story = {
  args: {
    name: "photo",
    property: { type: "string", format: "upload" },
  },
};
