// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { allFlags, type AccessSubject } from "../../../domain/permissions";
import type { SmsBalanceAnswer } from "../../../domain/sms/api";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { balanceFigure } from "./balance-text";
import { SmsBalanceCard } from "./SmsBalanceCard";
import { SmsBalanceTag } from "./SmsBalanceTag";
import { invalidateSmsBalance } from "./use-sms-balance";

const platform: SmsBalanceAnswer = { account: "platform", provider: null, credits: 94, money: null, pending: 2, sent: 12 };

/** `GET /api/get-sms-total` answering the balances given, one after another (the last one again). */
const createApi = (...answers: SmsBalanceAnswer[]) => {
  let reads = 0;
  const dataProvider: DataProvider = {
    ...createMemoryDataProvider([], {}).dataProvider,
    custom: async ({ url }: CustomParams) => {
      if (url !== "/api/get-sms-total") throw { statusCode: 404, message: url };
      reads += 1;
      return { data: answers[Math.min(reads, answers.length) - 1] as never };
    },
  };
  return { dataProvider, reads: () => reads };
};

const subject = (sms: boolean): AccessSubject => ({ roles: ["user"], first_user: true, permissions: { ...allFlags(true), sms_permission: sms } });

describe("SMS balance", () => {
  it("shows 'SMS: 94' in the top bar linking to the send page, and reads it again after a send", async () => {
    const api = createApi(platform, { ...platform, credits: 88 });
    render(
      <EngineHarness routerBindings={false} path="/" dataProvider={api.dataProvider}>
        <SmsBalanceTag subject={subject(true)} />
      </EngineHarness>,
    );
    const link = await screen.findByRole("link", { name: "SMS Kredisi" });
    expect(link.getAttribute("href")).toBe("/sms");
    await waitFor(() => expect(link.textContent).toBe("SMS: 94"));
    act(() => invalidateSmsBalance());
    await waitFor(() => expect(link.textContent).toBe("SMS: 88"));
    expect(api.reads()).toBe(2);
  });

  it("asks nothing and shows nothing without sms_permission", async () => {
    const api = createApi(platform);
    const { container } = render(
      <EngineHarness routerBindings={false} path="/" dataProvider={api.dataProvider}>
        <SmsBalanceTag subject={subject(false)} />
      </EngineHarness>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe("");
    expect(api.reads()).toBe(0);
  });

  it("says the shop's own gateway's money, or '—' when it reports no figure", () => {
    expect(balanceFigure({ ...platform, account: "own", credits: null, money: "57.86" }, "tr")).toBe("₺57,86");
    expect(balanceFigure({ ...platform, account: "own", credits: null, money: null }, "tr")).toBe("—");
    expect(balanceFigure(undefined, "tr")).toBe("—");
    expect(balanceFigure({ ...platform, credits: 0 }, "tr")).toBe("0");
  });

  it("gives the home page its 'SMS Kredisi' card: credits left, on their way, sent", async () => {
    const api = createApi(platform);
    render(
      <EngineHarness routerBindings={false} path="/" dataProvider={api.dataProvider}>
        <SmsBalanceCard />
      </EngineHarness>,
    );
    expect(await screen.findByRole("heading", { level: 2, name: "SMS Kredisi" })).toBeTruthy();
    await waitFor(() => expect(document.getElementById("sms-credits-left")?.textContent).toBe("94"));
    expect(screen.getByText("Gönderilmeyi bekleyen")).toBeTruthy();
    expect(screen.getByText("12")).toBeTruthy();
  });

  it("says the shop's gateway could not be asked in its own words, never the server's key", async () => {
    const api = createApi({ ...platform, account: "own", provider: "organik", credits: null, error: "server.smsSettings.balanceUnreachable" });
    render(
      <EngineHarness routerBindings={false} path="/" dataProvider={api.dataProvider}>
        <SmsBalanceCard />
      </EngineHarness>,
    );
    await waitFor(() => expect(screen.queryByText(/server\.smsSettings/)).toBeNull());
    expect(await screen.findByText("Kredi bilgisi alınamadı.")).toBeTruthy();
  });
});
