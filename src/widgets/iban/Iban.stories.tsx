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
    // As the server stores it; the widget shows it in groups of four.
    value: "TR330006100519786457841326",
    required: true,
  },
};
