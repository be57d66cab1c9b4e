import type { Meta, StoryObj } from "@storybook/react-vite";
import { WidgetDemo } from "../WidgetDemo";

const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/SubList",
  component: WidgetDemo,
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

export const BankAccounts: Story = {
  args: {
    name: "accounts",
    property: {
      type: "array",
      items: {
        type: "object",
        properties: { bank_name: { type: "string", minLength: 1 }, iban: { type: "string", "x-ui": { widget: "iban" } } },
        required: ["bank_name", "iban"],
      },
    },
    value: [{ bank_name: "Ziraat Bankası", iban: "TR33 0006 1005 1978 6457 8413 26" }],
    required: false,
  },
};
