// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeApi, on } from "../../providers/testing/fake-api";
import { SettingsHarness, userInfo, userRoute } from "./__fixtures__/settings-harness";

afterEach(() => vi.unstubAllGlobals());

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

describe("settings page", () => {
  it("gives the first user every tab", async () => {
    installFakeApi(userRoute(), on("GET", "/api/cities", 404, { message: "Not found" }));
    render(<SettingsHarness />);
    await screen.findByRole("tab", { name: "Firma Bilgileri" });
    expect(tabNames()).toEqual(["Firma Bilgileri", "Firma Ayarları", "Çıktı Ayarları", "Kullanıcı Bilgileri", "SMS Ayarları", "Randevu", "Şifre Değiştir", "Kullanıcılar"]);
  });

  it("leaves the SMS settings tab out without sms_permission", async () => {
    const info = userInfo();
    installFakeApi(userRoute({ ...info, user: { ...info.user, sms_permission: false } }), on("GET", "/api/cities", 404, { message: "Not found" }));
    render(<SettingsHarness path="/ayarlar?tab=sms" />);
    await screen.findByRole("tab", { name: "Firma Bilgileri" });
    expect(tabNames()).not.toContain("SMS Ayarları");
    expect(screen.getByRole("tab", { name: "Firma Bilgileri" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows the SMS settings form in its tab and saves it with PUT /api/sms_settings", async () => {
    const settings = { id: 3, version: 5, account: "platform", provider: "organik", title: null, username: null, process_perm: false, offer_perm: true, rehearsal_perm: false, appointment_perm: false, _secrets: { api_key: false, api_secret: false, password: false } };
    const api = installFakeApi(
      userRoute(),
      on("GET", "/api/sms_settings", 200, settings),
      on("PUT", "/api/sms_settings", 200, { ...settings, version: 6, process_perm: true }),
      on("GET", "/api/get-sms-total", 200, { account: "platform", provider: null, credits: 40, money: null, pending: 0, sent: 0 }),
    );
    render(<SettingsHarness path="/ayarlar?tab=sms" />);
    expect(await screen.findByText("Kalan SMS krediniz: 40")).toBeTruthy();
    const afterSale = (await screen.findByText("Satış sonrası SMS", { selector: "label" })).closest(".ant-form-item") as HTMLElement;
    fireEvent.click(afterSale.querySelector("button[role=switch]") as HTMLElement);
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    expect(await screen.findByText("SMS ayarları kaydedildi.")).toBeTruthy();
    await waitFor(() => expect(api.requests.find((request) => request.method === "PUT")?.body).toMatchObject({ version: 5, process_perm: true, offer_perm: true }));
  });

  it("gives other users only their own info and password", async () => {
    installFakeApi(userRoute(userInfo({ firstUser: false })));
    render(<SettingsHarness path="/ayarlar?tab=users" />);
    await screen.findByRole("tab", { name: "Kullanıcı Bilgileri" });
    expect(tabNames()).toEqual(["Kullanıcı Bilgileri", "Şifre Değiştir"]);
    // Asking for a tab they do not have opens their first one.
    expect(screen.getByRole("tab", { name: "Kullanıcı Bilgileri" }).getAttribute("aria-selected")).toBe("true");
  });

  it("refuses a password confirmation that does not match, without asking the server", async () => {
    const api = installFakeApi(userRoute());
    render(<SettingsHarness path="/ayarlar?tab=password" />);
    fireEvent.change(await screen.findByLabelText("Mevcut Şifre"), { target: { value: "eski-sifre" } });
    fireEvent.change(screen.getByLabelText("Yeni Şifre"), { target: { value: "yeni-sifre" } });
    fireEvent.change(screen.getByLabelText("Yeni Şifre Tekrar"), { target: { value: "baska-sifre" } });
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    expect(await screen.findByText("Şifreler eşleşmiyor.")).toBeTruthy();
    expect(api.requests.some((request) => request.url.pathname === "/api/profile/change-password")).toBe(false);
  });

  it("refuses the old password as the new one before sending", async () => {
    const api = installFakeApi(userRoute());
    render(<SettingsHarness path="/ayarlar?tab=password" />);
    fireEvent.change(await screen.findByLabelText("Mevcut Şifre"), { target: { value: "gelin-2026" } });
    fireEvent.change(screen.getByLabelText("Yeni Şifre"), { target: { value: "gelin-2026" } });
    fireEvent.change(screen.getByLabelText("Yeni Şifre Tekrar"), { target: { value: "gelin-2026" } });
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    expect(await screen.findByText("Yeni şifre mevcut şifrenizle aynı olamaz.")).toBeTruthy();
    expect(api.requests.some((request) => request.url.pathname === "/api/profile/change-password")).toBe(false);
  });

  it("changes the password and shows the server's message and its refusal of the old one on the field", async () => {
    const api = installFakeApi(
      userRoute(),
      (request) =>
        request.url.pathname === "/api/profile/change-password"
          ? (request.body as { password_old: string }).password_old === "dogru-sifre"
            ? { status: 200, body: { message: "Şifreniz güncellendi." } }
            : { status: 422, body: { message: "Mevcut şifre hatalı.", errors: { password_old: ["Mevcut şifre hatalı."] } } }
          : undefined,
    );
    render(<SettingsHarness path="/ayarlar?tab=password" />);
    const fill = (old: string) => {
      fireEvent.change(screen.getByLabelText("Mevcut Şifre"), { target: { value: old } });
      fireEvent.change(screen.getByLabelText("Yeni Şifre"), { target: { value: "yeni-sifre" } });
      fireEvent.change(screen.getByLabelText("Yeni Şifre Tekrar"), { target: { value: "yeni-sifre" } });
      fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    };
    await screen.findByLabelText("Mevcut Şifre");
    fill("yanlis-sifre");
    // Said once, on its field: no toast repeats it.
    expect(await screen.findByText("Mevcut şifre hatalı.")).toBeTruthy();
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
    fill("dogru-sifre");
    expect(await screen.findByText("Şifreniz güncellendi.")).toBeTruthy();
    expect(api.requests.at(-1)?.body).toEqual({ password_old: "dogru-sifre", password: "yeni-sifre", password_confirmation: "yeni-sifre" });
  });

  it("shows the pending activation steps on the settings page itself", async () => {
    installFakeApi(userRoute(userInfo({ company: { phone2: null, sms_confirmed: false } })), on("GET", "/api/cities", 404, {}));
    render(<SettingsHarness />);
    const notice = await screen.findByText("Üyeliğinizi aktifleştirmek için eksik bilgiler:");
    expect(notice.closest("[role=alert]")?.textContent).toContain("2. Telefon, Telefon doğrulaması (SMS kodu)");
  });
});
