import type { Meta, StoryObj } from "@storybook/react-vite";
import { WidgetDemo } from "../WidgetDemo";

/** Alone in the demo form no province is chosen, so the district picker waits for one. */
const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/County",
  component: WidgetDemo,
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

export const WithoutCity: Story = {
  args: {
    name: "county",
    property: { type: "string", maxLength: 60, "x-ui": { widget: "county" } },
    value: "Bornova",
    required: false,
  },
};
