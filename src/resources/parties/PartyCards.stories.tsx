import type { Meta, StoryObj } from "@storybook/react-vite";
import { CLIENT_CARDS, PartyCards, SUPPLIER_CARDS } from "./PartyCards";

const meta: Meta<typeof PartyCards> = {
  title: "Clients/PartyCards",
  component: PartyCards,
  args: {
    keys: CLIENT_CARDS,
    loading: false,
    values: { total_sales: "0.00", total_rentals: "3000.00", paid: "1800.50", owed: "1199.50", credits: "0.00", balance: "1199.50" },
  },
};
export default meta;

type Story = StoryObj<typeof PartyCards>;

/** A bride who rented a gown and paid in two parts: the client page's six cards. */
export const Client: Story = {};

/** While `GET /client-details/:id` is on its way. */
export const Loading: Story = { args: { loading: true, values: undefined } };

/** A supplier the shop owes (homepage_permission): what was bought instead of sales and rents. */
export const Supplier: Story = {
  args: { keys: SUPPLIER_CARDS, values: { total_purchases: "5400.00", paid: "4000.00", owed: "0.00", credits: "1400.00", balance: "-1400.00" } },
};
