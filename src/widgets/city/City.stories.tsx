import type { Meta, StoryObj } from "@storybook/react-vite";
import { WidgetDemo } from "../WidgetDemo";

/** No country field in the demo form: Türkiye, so the province is picked from GET /api/cities. */
const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/City",
  component: WidgetDemo,
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

export const Default: Story = {
  args: {
    name: "city",
    property: { type: "string", maxLength: 60, "x-ui": { widget: "city" } },
    value: "İzmir",
    required: false,
  },
};
