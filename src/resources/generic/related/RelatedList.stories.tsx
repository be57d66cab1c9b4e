import type { Meta, StoryObj } from "@storybook/react-vite";
import { RelatedList } from "./RelatedList";

const meta: Meta<typeof RelatedList> = {
  title: "Engine/RelatedList",
  component: RelatedList,
  args: { resource: "sample", parentField: "category_id", parentId: 2, columns: ["full_name", "gsm"], createLabel: "Abiye Örneği Ekle" },
};
export default meta;

type Story = StoryObj<typeof RelatedList>;

/** The samples of category 'Abiye'; the create button adds one under it. */
export const Children: Story = {};

/** A child resource (`x-resource.parent`): listed and added under the parent's path. */
export const ChildResource: Story = { args: { resource: "sample-fittings", parentField: "sample_id", parentId: 40, columns: undefined, createLabel: "Prova Ekle", editInModal: true } };

/** Compact, as inside another table's cell (sub-categories on Tanımlamalar). */
export const Compact: Story = { args: { size: "small", showHeader: false, search: false, filters: [], columns: ["full_name"] } };
