import type { Meta, StoryObj } from "@storybook/react-vite";
import { WidgetDemo } from "../WidgetDemo";

const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/Reference",
  component: WidgetDemo,
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

export const Default: Story = {
  args: {
    name: "category_id",
    property: { type: "integer", "x-ref": "sample-categories" },
    value: 1,
    required: false,
  },
};
