import type { Meta, StoryObj } from "@storybook/react-vite";
import { SampleRoutes } from "../../../engine/__fixtures__/SampleRoutes";

const meta: Meta<typeof SampleRoutes> = {
  title: "Engine/List",
  component: SampleRoutes,
  parameters: { path: "/ornekler" },
};
export default meta;

type Story = StoryObj<typeof SampleRoutes>;

/** Forty rows: search, filters, sorting, the spec's pager and row actions. */
export const Sample: Story = {};

/** An operator on 'Tüm Bayiler': a dealer column and no row actions. */
export const AllDealers: Story = { parameters: { allDealers: true } };

/** A child resource with row rules, an action and a bin: done fittings offer no change; 'Tamamla' asks first. */
export const RowRulesAndActions: Story = { parameters: { path: "/ornek-provalar" } };

/** Without yearsize_permission the fittings' size column is not there. */
export const WithoutGatedField: Story = { parameters: { path: "/ornek-provalar", permissions: { yearsize_permission: false } } };

/** Not the company's first user and no edit right: only the show action remains. */
export const RestrictedUser: Story = { parameters: { firstUser: false, deny: ["edit"] } };
