import type { Meta, StoryObj } from "@storybook/react-vite";
import { SampleRoutes } from "../../../engine/__fixtures__/SampleRoutes";

const meta: Meta<typeof SampleRoutes> = {
  title: "Engine/Show",
  component: SampleRoutes,
  parameters: { path: "/ornek/40" },
};
export default meta;

type Story = StoryObj<typeof SampleRoutes>;

export const Sample: Story = {};

export const Forbidden: Story = { parameters: { deny: ["show"] } };
