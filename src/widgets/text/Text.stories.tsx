import type { Meta, StoryObj } from "@storybook/react-vite";
import { WidgetDemo } from "../WidgetDemo";

const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/Text",
  component: WidgetDemo,
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

export const Default: Story = {
  args: {
    name: "full_name",
    property: { type: "string", maxLength: 120 },
    value: "Ayşe Yılmaz",
    required: true,
  },
};

export const Email: Story = {
  args: {
    name: "email",
    property: { type: "string", format: "email" },
    value: "ayse@example.com",
    required: false,
  },
};
