import type { Meta, StoryObj } from "@storybook/react-vite";
import { WidgetDemo } from "../WidgetDemo";

const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/Iban",
  component: WidgetDemo,
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

export const Default: Story = {
  args: {
    name: "iban",
    property: { type: "string", "x-ui": { widget: "iban" } },
    value: "TR33 0006 1005 1978 6457 8413 26",
    required: true,
  },
};
