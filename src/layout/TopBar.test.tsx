// @vitest-environment jsdom
import "../../tests/setup-dom";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../engine/__fixtures__/harness";
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
});
