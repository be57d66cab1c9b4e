import type { Meta, StoryObj } from "@storybook/react-vite";
import { WidgetDemo } from "../WidgetDemo";

const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/Phone",
  component: WidgetDemo,
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

export const Default: Story = {
  args: {
    name: "gsm",
    property: { type: "string", "x-ui": { widget: "phone", mask: "+90 (###) ### ## ##" } },
    // As the server stores it (E.164); the widget shows it in the mask.
    value: "+905321234567",
    required: true,
  },
};
