import type { Meta, StoryObj } from "@storybook/react-vite";
import { ResourceTable } from "./ResourceTable";

const meta: Meta<typeof ResourceTable> = {
  title: "Engine/ResourceTable",
  component: ResourceTable,
  args: { resource: "sample" },
};
export default meta;

type Story = StoryObj<typeof ResourceTable>;

/** The generated list's table on its own: search, filters, sorting, pager and row actions. */
export const Default: Story = {};

/** Only businesses: the type is sent with every request and offered neither as a filter nor as a column. */
export const FixedFilters: Story = { args: { fixedFilters: { type: "business" }, title: <strong>Kurumsal Örnekler</strong> } };

/** A few columns of the caller's choice, rows edited in a modal instead of on the edit page. */
export const ColumnsAndModalEdit: Story = { args: { columns: ["full_name", "gsm", "balance"], editInModal: true } };
