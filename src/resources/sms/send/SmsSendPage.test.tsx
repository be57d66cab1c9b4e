// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SendSmsAnswer, SendSmsBody, SmsBalanceAnswer, SmsManagementAnswer } from "../../../domain/sms/api";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import type { ResourceSchema } from "../../../engine/types";
import { clients } from "../../../schemas/clients.schema";
import { definitions } from "../../../schemas/definitions.schema";
import { smsTemplates } from "../../../schemas/sms_templates.schema";
import SmsSendPage from "./SmsSendPage";

/** 151 characters with ş, ı and ğ: two SMS in the Turkish table. */
const TWO_SEGMENTS =
  "Sayın müşterimiz, gelinliğiniz hazırdır. Provanız cumartesi saat 14:00'te mağazamızda yapılacaktır. Lütfen kimliğinizi yanınızda getiriniz. Teşekkürler";
const REFUSAL = "Yetersiz SMS kredisi: 6 kredi gerekiyor, 4 kredi var.";

const balance = (credits: number): SmsBalanceAnswer => ({ account: "platform", provider: "organik", credits, money: null, pending: 0, sent: 0 });
const client = (id: number, full_name: string) => ({ id, type: "person", full_name, category_id: 1, gsm: `+90532111220${id}`, created_at: `2026-03-0${id}T10:00:00.000Z` });

interface Gateway {
  ready?: boolean;
  /** What each send answers, in order: an answer, or a refusal thrown as the data provider throws a 409. */
  answers?: ("sent" | "refused")[];
}

const renderPage = ({ ready = true, answers = ["sent"] }: Gateway = {}) => {
  const memory = createMemoryDataProvider([clients, definitions, smsTemplates] as unknown as ResourceSchema[], {
    definitions: [{ id: 1, name: "Gelinler", type: "client-categories" }],
    clients: [client(1, "Ayşe Yılmaz"), client(2, "Elif Demir"), client(3, "Zeynep Kaya")],
    sms_templates: [],
  });
  const sent: SendSmsBody[] = [];
  let credits = 10;
  const custom = async (params: CustomParams) => {
    const { url } = params;
    if (url.endsWith("/sms-management")) {
      const answer: SmsManagementAnswer = { templates: [], balance: balance(credits), ready, company: "Demo Gelinlik", ...(ready ? {} : { notReadyReason: "server.sms.notReady" }) };
      return { data: answer as never };
    }
    if (url.endsWith("/get-sms-total")) return { data: balance(credits) as never };
    if (url.endsWith("/send-sms")) {
      const body = params.payload as SendSmsBody;
      sent.push(body);
      if ((answers.shift() ?? "sent") === "refused") throw { statusCode: 409, message: REFUSAL };
      credits -= 6;
      const answer: SendSmsAnswer = { queued: 3, credits: 6, skipped: { no_consent: 0, no_phone: 1 }, message_ids: [1, 2, 3], balance: balance(credits) };
      return { data: answer as never };
    }
    return memory.dataProvider.custom!(params);
  };
  const dataProvider: DataProvider = { ...memory.dataProvider, custom: custom as DataProvider["custom"] };
  render(
    <EngineHarness routerBindings={false} path="/sms" dataProvider={dataProvider}>
      <SmsSendPage />
    </EngineHarness>,
  );
  return { sent };
};

const rowOf = async (name: string) => (await screen.findByText(name)).closest("tr") as HTMLElement;
const count = () => screen.getByTestId("sms-count").textContent;
const sendButton = () => screen.getByRole("button", { name: "Gönder" });

const compose = async () => {
  fireEvent.change(await screen.findByRole("textbox", { name: "Mesaj" }), { target: { value: TWO_SEGMENTS } });
  for (const name of ["Ayşe Yılmaz", "Elif Demir", "Zeynep Kaya"]) fireEvent.click(within(await rowOf(name)).getByRole("checkbox"));
  await waitFor(() => expect(count()).toBe("151 karakter · 2 SMS · 3 alıcı · 6 kredi · Türkçe"));
};

describe("the SMS send page", () => {
  it("charges the chosen recipients, sends with a request id and says the answer, the balance read again", async () => {
    const { sent } = renderPage();
    expect(await screen.findByText("SMS Bakiyesi: 10")).toBeTruthy();
    await compose();
    fireEvent.click(sendButton());
    expect((await screen.findByText("3 SMS sıraya alındı · 6 kredi")).closest("#sms-send-result")).toBeTruthy();
    expect(screen.getByText("Atlanan müşteriler: izin vermeyen 0, cep telefonu olmayan 1")).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ message: TWO_SEGMENTS, purpose: "service", recipients: { client_ids: expect.arrayContaining([1, 2, 3]) } });
    expect(sent[0].request_id).toMatch(/^[0-9a-f-]{36}$/);
    await screen.findByText("SMS Bakiyesi: 4");
  });

  it("says a refusal, keeps the text, and sends the same composition again with the same request id", async () => {
    const { sent } = renderPage({ answers: ["refused", "sent"] });
    await compose();
    fireEvent.click(sendButton());
    expect((await screen.findByText(REFUSAL)).closest("#sms-send-refused")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Mesaj" }) as HTMLTextAreaElement).value).toBe(TWO_SEGMENTS);
    fireEvent.click(sendButton());
    await screen.findByText("3 SMS sıraya alındı · 6 kredi");
    expect(sent).toHaveLength(2);
    expect(sent[1].request_id).toBe(sent[0].request_id);
    // Sent: pressing again is another send.
    fireEvent.click(sendButton());
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2].request_id).not.toBe(sent[1].request_id);
  });

  it("sends to every client matching the filters with 'Tüm müşteriler', counting them all", async () => {
    const { sent } = renderPage();
    fireEvent.change(await screen.findByRole("textbox", { name: "Mesaj" }), { target: { value: "Merhaba" } });
    await rowOf("Ayşe Yılmaz");
    fireEvent.click(screen.getByRole("checkbox", { name: "Tüm müşteriler" }));
    await waitFor(() => expect(count()).toBe("7 karakter · 1 SMS · 3 alıcı · 3 kredi · GSM-7"));
    fireEvent.click(sendButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].recipients).toEqual({ all: true, filters: {} });
  });

  it("asks for a recipient before sending", async () => {
    const { sent } = renderPage();
    fireEvent.change(await screen.findByRole("textbox", { name: "Mesaj" }), { target: { value: "Merhaba" } });
    await rowOf("Ayşe Yılmaz");
    fireEvent.click(sendButton());
    expect(await screen.findByText("Lütfen en az bir müşteri seçiniz.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("says why the shop cannot send yet, with the way to its settings", async () => {
    const { sent } = renderPage({ ready: false });
    // The reason in words where its text is known (else the page's own: "SMS gönderebilmek için …").
    const notice = await screen.findByText("SMS ayarları gönderime hazır değil.");
    expect(within(notice.closest("#sms-not-ready") as HTMLElement).getByRole("link", { name: "SMS Ayarları" }).getAttribute("href")).toBe("/sms-settings");
    await waitFor(() => expect(sendButton().hasAttribute("disabled")).toBe(true));
    expect(sent).toEqual([]);
  });

  it("lists the ready-made messages with their placeholders' hint", async () => {
    renderPage();
    const hint = await screen.findByTestId("sms-placeholders");
    for (const name of ["{musteri}", "{firma}", "{tarih}", "{saat}", "{tutar}"]) expect(hint.textContent).toContain(name);
    expect(await screen.findByRole("button", { name: "Hazır Mesaj Ekle" })).toBeTruthy();
  });
});
