import type { Meta, StoryObj } from "@storybook/react-vite";
import { WidgetDemo } from "../WidgetDemo";

const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/MaskedInput",
  component: WidgetDemo,
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

export const RelativePhone: Story = {
  args: {
    name: "relative_phone",
    property: { type: "string", "x-ui": { mask: "+90 (###) ### ####" } },
    value: undefined,
    required: false,
  },
};
