import type { Meta, StoryObj } from "@storybook/react-vite";
import { SampleRoutes } from "../../../engine/__fixtures__/SampleRoutes";

const meta: Meta<typeof SampleRoutes> = {
  title: "Engine/Show",
  component: SampleRoutes,
  parameters: { path: "/ornek/40" },
};
export default meta;

type Story = StoryObj<typeof SampleRoutes>;

/** A sample with its fittings (a child resource) listed and added under it. */
export const Sample: Story = {};

/** A fitting to come: edit, delete and its 'Tamamla' action. */
export const WithAction: Story = { parameters: { path: "/ornek-prova/1" } };

/** A done fitting: its rules allow no change and no action, only deleting. */
export const RulesForbidChange: Story = { parameters: { path: "/ornek-prova/3" } };

export const Forbidden: Story = { parameters: { deny: ["show"] } };
