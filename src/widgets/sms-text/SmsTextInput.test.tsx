// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import type { ResourceSchema } from "../../engine/types";
import { ActionBodyModal } from "../../resources/generic/actions/ActionBodyModal";
import { smsTemplates } from "../../schemas/sms_templates.schema";
import { SmsComposeContext } from "./context";

/** 151 characters; ş, ı and ğ take two septets each in the Turkish shift table, so the text needs two SMS. */
const TWO_SEGMENTS =
  "Sayın müşterimiz, gelinliğiniz hazırdır. Provanız cumartesi saat 14:00'te mağazamızda yapılacaktır. Lütfen kimliğinizi yanınızda getiriniz. Teşekkürler";

const client = { id: 7, full_name: "Ayşe Yılmaz", gsm: "+905321234567", type: "person", _can: { send_sms: true } };

const renderClientAction = (row: Record<string, unknown> = client) => {
  const memory = createMemoryDataProvider([smsTemplates] as unknown as ResourceSchema[], {
    sms_templates: [{ id: 1, title: "Prova hatırlatma", message: "Sayın {musteri}, provanız yarın saat 14:00'te.", kind: "rehearsal", purpose: "service" }],
  });
  render(
    <EngineHarness routerBindings={false} path="/" dataProvider={memory.dataProvider}>
      <ActionBodyModal resource="clients" action="send_sms" id={7} record={row} open onClose={() => undefined} />
    </EngineHarness>,
  );
};

const messageBox = async () => {
  const dialog = await screen.findByRole("dialog");
  const item = within(dialog).getByText("Mesaj", { selector: "label" }).closest(".ant-form-item") as HTMLElement;
  return { dialog, textarea: await within(item).findByRole("textbox") };
};

describe("the sms-text widget in a client's 'SMS Gönder' form", () => {
  it("counts characters, segments and credits as the text is typed, and opens WhatsApp with the same text for the client", async () => {
    renderClientAction();
    const { dialog, textarea } = await messageBox();
    expect(within(dialog).getByTestId("sms-count").textContent).toBe("0 karakter · 0 SMS · 1 alıcı · 0 kredi");
    // Nothing to say yet: the chat opens with the first word.
    expect(within(dialog).getByRole("button", { name: /WhatsApp/ }).hasAttribute("disabled")).toBe(true);

    fireEvent.change(textarea, { target: { value: TWO_SEGMENTS } });
    await waitFor(() => expect(within(dialog).getByTestId("sms-count").textContent).toBe("151 karakter · 2 SMS · 1 alıcı · 2 kredi · Türkçe"));

    fireEvent.change(textarea, { target: { value: "Sayın {musteri}, gelinliğiniz hazır." } });
    const link = await within(dialog).findByRole("link", { name: /WhatsApp/ });
    const href = new URL(link.getAttribute("href")!);
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/905321234567");
    expect(href.searchParams.get("text")).toBe("Sayın Ayşe Yılmaz, gelinliğiniz hazır.");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("fills the text from a ready-made message, read when the select first opens", async () => {
    renderClientAction();
    const { dialog, textarea } = await messageBox();
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Hazır mesaj seçiniz" }));
    fireEvent.click(await screen.findByText("Prova hatırlatma", { selector: ".ant-select-item-option-content" }));
    await waitFor(() => expect((textarea as HTMLTextAreaElement).value).toBe("Sayın {musteri}, provanız yarın saat 14:00'te."));
  });

  it("has no WhatsApp button for a client without a mobile", async () => {
    renderClientAction({ ...client, gsm: null });
    const { dialog, textarea } = await messageBox();
    fireEvent.change(textarea, { target: { value: "Merhaba" } });
    await waitFor(() => expect(within(dialog).getByTestId("sms-count").textContent).toContain("7 karakter"));
    expect(within(dialog).queryByText("WhatsApp")).toBeNull();
  });

  it("charges every segment to every recipient the page chose", async () => {
    const memory = createMemoryDataProvider([smsTemplates] as unknown as ResourceSchema[], { sms_templates: [] });
    render(
      <EngineHarness routerBindings={false} path="/" dataProvider={memory.dataProvider}>
        <SmsComposeContext.Provider value={{ recipients: 3, phone: null }}>
          <ActionBodyModal resource="clients" action="send_sms" id={7} record={client} open onClose={() => undefined} />
        </SmsComposeContext.Provider>
      </EngineHarness>,
    );
    const { dialog, textarea } = await messageBox();
    fireEvent.change(textarea, { target: { value: TWO_SEGMENTS } });
    await waitFor(() => expect(within(dialog).getByTestId("sms-count").textContent).toBe("151 karakter · 2 SMS · 3 alıcı · 6 kredi · Türkçe"));
    // The page said there is no one phone: no chat.
    expect(within(dialog).queryByText("WhatsApp")).toBeNull();
  });
});
