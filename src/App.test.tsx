// @vitest-environment jsdom
import "../tests/setup-dom";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { allFlags } from "./domain/permissions";
import { setupI18n } from "./i18n";
import { installFakeApi, on } from "./providers/testing/fake-api";
import type { Locale } from "antd/es/locale";

const userInfo = {
  user: { id: 1, name: "Ayşe Yılmaz", email: "ayse@gelin.tr", phone: null, first_user: true, locked: false, locked_set: false, ...allFlags(true) },
  company: { id: 9, full_name: "Ayşe Gelinlik", title: "Ayşe", phone: "1", phone2: "2", sms_confirmed: true, expiration_date: "2099-01-01", is_frozen: false },
  roles: ["user"],
  companies: [],
  balance: "0.00",
};
const emptyList = { data: [], current_page: 1, per_page: 15, total: 0, last_page: 1 };

let antdLocale: Locale;

beforeAll(async () => {
  ({ antdLocale } = await setupI18n("tr"));
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAppAt = async (url: string) => {
  window.history.pushState({}, "", url);
  const { App } = await import("./App");
  await act(async () => {
    render(<App antdLocale={antdLocale} />);
  });
};

describe("routing around the session", () => {
  it("sends a visitor of a protected page to login with the full path, and back there after login", async () => {
    installFakeApi(
      on("POST", "/api/login", 200, { access_token: "tok-1" }),
      on("GET", "/api/user", 200, userInfo),
      on("GET", "/api/announces", 200, emptyList),
    );
    await renderAppAt("/duyurular?page=2");
    await waitFor(() => expect(window.location.pathname).toBe("/giris-yap"));
    expect(new URLSearchParams(window.location.search).get("to")).toBe("/duyurular?page=2");

    fireEvent.change(await screen.findByLabelText("E-posta"), { target: { value: "ayse@gelin.tr" } });
    fireEvent.change(screen.getByLabelText("Şifre"), { target: { value: "secret1" } });
    fireEvent.click(screen.getByRole("button", { name: "Giriş Yap" }));

    await waitFor(() => expect(window.location.pathname).toBe("/duyurular"));
    expect(window.location.search).toBe("?page=2");
    expect(localStorage.getItem("token")).toBe("tok-1");
  });

  it("opens the home page from / for a signed-in user, titled with the product name", async () => {
    localStorage.setItem("token", "tok-1");
    installFakeApi(on("GET", "/api/user", 200, userInfo));
    await renderAppAt("/");
    await waitFor(() => expect(window.location.pathname).toBe("/anasayfa"));
    expect(await screen.findByText("Hoş geldiniz, Ayşe Yılmaz", {})).toBeTruthy();
    expect(document.querySelector("#company-name")?.textContent).toBe("Ayşe Gelinlik");
    await waitFor(() => expect(document.title).toBe("Anasayfa | Gelinlik Yönetim Paneli"));
  });

  it("opens the menu's drawer, loaded on its own, from the menu button on a narrow screen (jsdom matches no breakpoint)", async () => {
    localStorage.setItem("token", "tok-1");
    installFakeApi(on("GET", "/api/user", 200, userInfo));
    await renderAppAt("/anasayfa");
    fireEvent.click(await screen.findByRole("button", { name: "Menüyü aç" }));
    const drawer = await screen.findByRole("dialog");
    expect(drawer.querySelector(".ant-menu")).toBeTruthy();
  });
});
