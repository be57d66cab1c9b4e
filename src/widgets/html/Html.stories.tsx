import type { Meta, StoryObj } from "@storybook/react-vite";
import { WidgetDemo } from "../WidgetDemo";

const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/Html",
  component: WidgetDemo,
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

export const Default: Story = {
  args: {
    name: "notes",
    property: { type: "string", maxLength: 20000, "x-ui": { widget: "html" } },
    value: "<p>Yeni sezon <strong>gelinlikler</strong> mağazada.</p>",
    required: false,
  },
};
