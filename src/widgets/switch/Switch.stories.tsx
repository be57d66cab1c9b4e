import type { Meta, StoryObj } from "@storybook/react-vite";
import { WidgetDemo } from "../WidgetDemo";

const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/Switch",
  component: WidgetDemo,
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

export const Default: Story = {
  args: {
    name: "is_active",
    property: { type: "boolean" },
    value: true,
    required: false,
  },
};
