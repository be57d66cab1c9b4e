// @vitest-environment jsdom
import "../../tests/setup-dom";
import { render, screen } from "@testing-library/react";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { allFlags } from "../domain/permissions";
import { EngineHarness } from "../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../engine/__fixtures__/memory-data-provider";
import type { Identity } from "../providers/session";
import { TopBar } from "./TopBar";

const identity = {
  id: 1,
  name: "Ayşe",
  email: "a@example.com",
  phone: null,
  locked: false,
  locked_set: false,
  company: { id: 1, full_name: "Operatör A.Ş.", title: null, phone: null, phone2: null, sms_confirmed: true, expiration_date: null, is_frozen: false },
  companies: [{ id: 2, full_name: "Prenses Moda" }],
  balance: "0",
  roles: [],
  first_user: true,
} as unknown as Identity;

describe("top bar", () => {
  it("keeps the dealer selector when the sider is beside it", async () => {
    render(
      <EngineHarness routerBindings={false} path="/" allDealers>
        <TopBar identity={identity} />
      </EngineHarness>,
    );
    expect(await screen.findByRole("combobox", { name: "Bayi" })).toBeTruthy();
  });

  it("leaves the dealer selector to the drawer when the menu is a drawer", () => {
    render(
      <EngineHarness routerBindings={false} path="/" allDealers>
        <TopBar identity={identity} onOpenMenu={() => undefined} />
      </EngineHarness>,
    );
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByRole("button", { name: "Menüyü aç" })).toBeTruthy();
  });

  it("shows the SMS balance to users holding sms_permission, linking to the send page", async () => {
    const dataProvider: DataProvider = {
      ...createMemoryDataProvider([], {}).dataProvider,
      custom: async ({ url }: CustomParams) => {
        if (url !== "/api/get-sms-total") throw { statusCode: 404, message: url };
        return { data: { account: "platform", provider: null, credits: 94, money: null, pending: 0, sent: 0 } as never };
      },
    };
    const smsUser = { ...identity, permissions: { ...allFlags(false), sms_permission: true } } as Identity;
    const { rerender } = render(
      <EngineHarness routerBindings={false} path="/" dataProvider={dataProvider}>
        <TopBar identity={smsUser} />
      </EngineHarness>,
    );
    expect(await screen.findByRole("link", { name: "SMS Kredisi" }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText("SMS: 94")).toBeTruthy();
    rerender(
      <EngineHarness routerBindings={false} path="/" dataProvider={dataProvider}>
        <TopBar identity={{ ...smsUser, permissions: allFlags(false) } as Identity} />
      </EngineHarness>,
    );
    expect(screen.queryByRole("link", { name: "SMS Kredisi" })).toBeNull();
  });
});
