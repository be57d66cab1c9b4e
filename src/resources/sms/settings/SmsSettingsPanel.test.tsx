// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SmsBalanceAnswer } from "../../../domain/sms/api";
import type { ResourceSchema } from "../../../engine";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { smsMessages } from "../../../schemas/sms_messages.schema";
import { smsSettings } from "../../../schemas/sms_settings.schema";
import SmsSettingsPage from "./SmsSettingsPage";

const schemas = [smsSettings, smsMessages] as unknown as ResourceSchema[];
const settings = { id: 1, version: 2, account: "platform", provider: "organik", title: null, username: null, process_perm: false, offer_perm: false, rehearsal_perm: false, appointment_perm: false, _secrets: {} };
const platform: SmsBalanceAnswer = { account: "platform", provider: null, credits: 94, money: null, pending: 0, sent: 3 };

/** The settings, the balance and the test route; `test` answers the test message. */
const createApi = (balance: SmsBalanceAnswer, test: (phone: unknown) => unknown) => {
  const tests: unknown[] = [];
  let balanceReads = 0;
  const dataProvider: DataProvider = {
    ...createMemoryDataProvider([], {}).dataProvider,
    custom: async ({ url, method, payload }: CustomParams) => {
      if (url === "/api/sms_settings") return { data: settings as never };
      if (url === "/api/get-sms-total") {
        balanceReads += 1;
        return { data: balance as never };
      }
      if (url === "/api/sms-settings/test" && method === "post") {
        tests.push(payload);
        return { data: test((payload as { phone: unknown }).phone) as never };
      }
      throw { statusCode: 404, message: `no ${method} ${url}` };
    },
  };
  return { dataProvider, tests, balanceReads: () => balanceReads };
};

const renderPage = (api: ReturnType<typeof createApi>) =>
  render(
    <EngineHarness routerBindings={false} path="/sms-settings" schemas={schemas} dataProvider={api.dataProvider}>
      <SmsSettingsPage resource="sms_settings" />
    </EngineHarness>,
  );

const phoneInput = () => within(screen.getByText("Telefon Numarası", { selector: "label" }).closest(".ant-form-item") as HTMLElement).getByRole("textbox");

describe("SMS settings page", () => {
  it("shows the platform account's credits and sends a test message, then reads the balance again", async () => {
    const api = createApi(platform, () => ({ status: "sent", message: "" }));
    renderPage(api);
    expect(await screen.findByText("Kalan SMS krediniz: 94")).toBeTruthy();
    expect(await screen.findByText("SMS Hesabı", { selector: "label" })).toBeTruthy();
    fireEvent.change(phoneInput(), { target: { value: "5321234567" } });
    fireEvent.click(screen.getByRole("button", { name: /Test SMS Gönder/ }));
    expect(await screen.findByText("Test SMS'i gönderildi.")).toBeTruthy();
    expect(api.tests).toHaveLength(1);
    expect(String((api.tests[0] as { phone: string }).phone).replace(/\D/g, "")).toContain("5321234567");
    await waitFor(() => expect(api.balanceReads()).toBeGreaterThan(1));
  });

  it("says the gateway's refusal of the test, and no credit line on the shop's own account", async () => {
    const api = createApi({ ...platform, account: "own", provider: "netgsm", credits: null, money: "57.86" }, () => ({ status: "failed", message: "NetGSM: Geçersiz kullanıcı adı veya şifre." }));
    renderPage(api);
    expect(await screen.findByText("SMS Hesabı", { selector: "label" })).toBeTruthy();
    fireEvent.change(phoneInput(), { target: { value: "5321234567" } });
    fireEvent.click(screen.getByRole("button", { name: /Test SMS Gönder/ }));
    expect(await screen.findByText("NetGSM: Geçersiz kullanıcı adı veya şifre.")).toBeTruthy();
    expect(screen.queryByText(/Kalan SMS krediniz/)).toBeNull();
  });

  it("refuses to send the test without a number", async () => {
    const api = createApi(platform, () => ({ status: "sent", message: "" }));
    renderPage(api);
    fireEvent.click(await screen.findByRole("button", { name: /Test SMS Gönder/ }));
    await waitFor(() => expect(screen.getByText("Telefon Numarası", { selector: "label" }).closest(".ant-form-item")?.className).toContain("has-error"));
    expect(api.tests).toEqual([]);
  });
});
