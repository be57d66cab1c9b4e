import type { Meta, StoryObj } from "@storybook/react-vite";
import { WidgetDemo } from "../WidgetDemo";

const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/Textarea",
  component: WidgetDemo,
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

export const Default: Story = {
  args: {
    name: "description",
    property: { type: "string", maxLength: 5000, "x-ui": { widget: "textarea" } },
    value: "Prova cumartesi.\nTeslim pazartesi.",
    required: false,
  },
};
