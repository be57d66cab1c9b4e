import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SampleRoutes } from "../../../engine/__fixtures__/SampleRoutes";

const meta: Meta<typeof SampleRoutes> = {
  title: "Engine/Form",
  component: SampleRoutes,
  parameters: { path: "/ornek-ekle" },
};
export default meta;

type Story = StoryObj<typeof SampleRoutes>;

export const Create: Story = {};

/** Choosing 'Kurumsal' makes firm name, tax office and tax number required; saving shows it. */
export const CreateBusinessRequireds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("combobox", { name: "Tür" }));
    await userEvent.click(await body.findByTitle("Kurumsal"));
    await userEvent.click(canvas.getByRole("button", { name: /Kaydet|Save/ }));
    await expect((await canvas.findAllByText("Bu alan zorunludur.")).length).toBeGreaterThanOrEqual(3);
  },
};

export const Edit: Story = { parameters: { path: "/ornek-duzenle/1" } };

/** A done fitting: its row rules refuse any change, so there is no form. */
export const EditLocked: Story = { parameters: { path: "/ornek-prova-duzenle/3" } };

/** The quick-create variant: the bare form a reference select's modal shows. */
export const QuickCreate: Story = { parameters: { path: "/ornek-ekle?response=vselect" } };
