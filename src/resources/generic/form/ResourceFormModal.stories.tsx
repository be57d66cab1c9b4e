import type { Meta, StoryObj } from "@storybook/react-vite";
import { ResourceFormModal } from "./ResourceFormModal";

const meta: Meta<typeof ResourceFormModal> = {
  title: "Engine/ResourceFormModal",
  component: ResourceFormModal,
  args: { resource: "sample", action: "create", open: true, onClose: () => undefined },
};
export default meta;

type Story = StoryObj<typeof ResourceFormModal>;

export const Create: Story = {};

/** A business in category 'Abiye': type and category are fixed, so the form asks for the firm's fields instead. */
export const CreateWithPresets: Story = { args: { presets: { type: "business", category_id: 2 } } };

export const Edit: Story = { args: { action: "edit", id: 1 } };
