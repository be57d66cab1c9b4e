import type { Meta, StoryObj } from "@storybook/react-vite";
import { WidgetDemo } from "../WidgetDemo";

const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/Date",
  component: WidgetDemo,
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

export const Date: Story = {
  args: {
    name: "birth_date",
    property: { type: "string", format: "date", "x-ui": { widget: "date" } },
    value: "1990-05-17",
    required: false,
  },
};

export const DateTime: Story = {
  args: {
    name: "created_at",
    property: { type: "string", format: "date-time", "x-ui": { widget: "datetime" } },
    value: "2024-12-03T09:30:00.000Z",
    required: false,
  },
};
