import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { WidgetDemo } from "../WidgetDemo";
import { RichTextEditor } from "./RichTextEditor";

const meta: Meta<typeof WidgetDemo> = {
  title: "Widgets/Html",
  component: WidgetDemo,
};
export default meta;

type Story = StoryObj<typeof WidgetDemo>;

export const Default: Story = {
  args: {
    name: "notes",
    property: { type: "string", maxLength: 20000, "x-ui": { widget: "html" } },
    value: "<p>Yeni sezon <strong>gelinlikler</strong> mağazada.</p>",
    required: false,
  },
};

/** A contract template as Tanımlamalar edits it: 500 pixels high, the placeholders as chips above the text. */
export const ContractTemplate: Story = {
  render: () => {
    const [value, setValue] = useState("<h2>KİRALAMA SÖZLEŞMESİ</h2><p>Sayın {musteri},</p>{urunler}<p>Kapora: {kapora}</p>");
    return (
      <RichTextEditor
        value={value}
        onChange={setValue}
        height={500}
        placeholders={[
          { name: "musteri", label: "Müşteri Adı" },
          { name: "urunler", label: "Ürünler (Tablo)" },
          { name: "kapora", label: "Kapora" },
          { name: "kalan", label: "Kalan" },
        ]}
      />
    );
  },
};
