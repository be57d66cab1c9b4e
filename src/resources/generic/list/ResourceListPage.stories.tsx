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

/** Not the company's first user and no edit right: only the show action remains. */
export const RestrictedUser: Story = { parameters: { firstUser: false, deny: ["edit"] } };
