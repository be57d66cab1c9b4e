import type { Meta, StoryObj } from "@storybook/react-vite";
import { ResourceActionButtons } from "./ResourceActionButtons";

const meta: Meta<typeof ResourceActionButtons> = {
  title: "Engine/ResourceActionButtons",
  component: ResourceActionButtons,
  args: { resource: "sample-fittings", record: { id: 1, title: "İlk prova", _can: { update: true, delete: true, complete: true } } },
};
export default meta;

type Story = StoryObj<typeof ResourceActionButtons>;

/** 'Tamamla', allowed by the row's _can; it asks before running. */
export const Allowed: Story = {};

/** The row's _can refuses the action: no button. */
export const Refused: Story = { args: { record: { id: 3, title: "Ölçü alma", _can: { update: false, delete: true, complete: false } } } };
