import type { Meta, StoryObj } from "@storybook/react-vite";
import { SampleRoutes } from "../../../engine/__fixtures__/SampleRoutes";

const meta: Meta<typeof SampleRoutes> = {
  title: "Engine/Bin",
  component: SampleRoutes,
  parameters: { path: "/ornek-prova-cop-kutusu" },
};
export default meta;

type Story = StoryObj<typeof SampleRoutes>;

/** The fittings' bin: restore at once, purge after the confirmation. */
export const Sample: Story = {};

/** Users who may not delete may not use the bin either. */
export const Forbidden: Story = { parameters: { deny: ["delete"] } };
