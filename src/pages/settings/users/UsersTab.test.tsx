// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { allFlags } from "../../../domain/permissions";
import { installFakeApi, on } from "../../../providers/testing/fake-api";
import { SettingsHarness, userInfo, userRoute } from "../__fixtures__/settings-harness";

afterEach(() => vi.unstubAllGlobals());

const owner = { id: 1, name: "Ayşe Yılmaz", email: "ayse@example.com", phone: "+905321112233", first_user: true, ...allFlags(true) };
const staff = { id: 2, name: "Zeynep Kaya", email: "zeynep@example.com", phone: "+905324445566", first_user: false, ...allFlags(false), client_permission: true };
const usersPage = { data: [owner, staff], current_page: 1, per_page: 15, total: 2, last_page: 1 };

const rowOf = async (name: string) => (await screen.findByText(name)).closest("tr")!;

describe("users tab", () => {
  it("lists the shop's users 15 a page, with no delete on one's own row or the first user's", async () => {
    const api = installFakeApi(userRoute(), on("GET", "/api/users", 200, usersPage));
    render(<SettingsHarness path="/ayarlar?tab=users" />);
    const ownRow = await rowOf("Ayşe Yılmaz");
    expect(within(ownRow).queryByRole("button", { name: "Sil" })).toBeNull();
    expect(within(ownRow).getByRole("button", { name: "Düzenle" })).toBeTruthy();
    expect(within(await rowOf("Zeynep Kaya")).getByRole("button", { name: "Sil" })).toBeTruthy();
    expect(within(await rowOf("Zeynep Kaya")).getByText("+90 (532) 444 55 66")).toBeTruthy();
    const list = api.requests.find((request) => request.url.pathname === "/api/users")!;
    expect(list.url.searchParams.get("perPage")).toBe("15");
    expect(list.url.searchParams.get("scope")).toBeNull();
  });

  it("asks 'Kayıt silinecektir, emin misiniz?' before deleting and shows the server's message", async () => {
    const api = installFakeApi(userRoute(), on("GET", "/api/users", 200, usersPage), on("DELETE", "/api/users/2", 200, { message: "Kullanıcı silindi!" }));
    render(<SettingsHarness path="/ayarlar?tab=users" />);
    fireEvent.click(within(await rowOf("Zeynep Kaya")).getByRole("button", { name: "Sil" }));
    expect(await screen.findByText("Kayıt silinecektir, emin misiniz?")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Vazgeç" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Tamam" }));
    expect(await screen.findByText("Kullanıcı silindi!")).toBeTruthy();
    expect(api.requests.some((request) => request.method === "DELETE" && request.url.pathname === "/api/users/2")).toBe(true);
  });

  it("requires name, phone and email (and a password) to create a user", async () => {
    const api = installFakeApi(userRoute(), on("GET", "/api/users", 200, usersPage));
    render(<SettingsHarness path="/ayarlar?tab=users" />);
    fireEvent.click(await screen.findByRole("button", { name: /Kullanıcı Ekle/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    expect(await within(dialog).findByText("Ad soyad giriniz.")).toBeTruthy();
    expect(within(dialog).getByText("Telefon numarası giriniz.")).toBeTruthy();
    expect(within(dialog).getByText("E-posta adresi giriniz.")).toBeTruthy();
    expect(within(dialog).getByText("Yeni şifreyi giriniz.")).toBeTruthy();
    expect(api.requests.some((request) => request.method === "POST" && request.url.pathname === "/api/users")).toBe(false);
  });

  it("creates a user with the flags ticked and puts the server's 422 on the field", async () => {
    const api = installFakeApi(
      userRoute(),
      on("GET", "/api/users", 200, usersPage),
      on("POST", "/api/users", 422, { message: "Bu e-posta kullanılıyor.", errors: { email: ["Bu e-posta kullanılıyor."] } }),
    );
    render(<SettingsHarness path="/ayarlar?tab=users" />);
    fireEvent.click(await screen.findByRole("button", { name: /Kullanıcı Ekle/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Ad Soyad"), { target: { value: "Elif Demir" } });
    fireEvent.change(within(dialog).getByLabelText("Telefon"), { target: { value: "05327778899" } });
    fireEvent.change(within(dialog).getByLabelText("E-posta"), { target: { value: "zeynep@example.com" } });
    fireEvent.change(within(dialog).getByLabelText("Yeni Şifre"), { target: { value: "gizli123" } });
    fireEvent.change(within(dialog).getByLabelText("Yeni Şifre Tekrar"), { target: { value: "gizli123" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Hızlı Satış" }));
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(within(dialog).getAllByText("Bu e-posta kullanılıyor.").length).toBeGreaterThan(0));
    const sent = api.requests.find((request) => request.method === "POST" && request.url.pathname === "/api/users")!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: "Elif Demir", phone: "+90 (532) 777 88 99", email: "zeynep@example.com", password: "gizli123", fastsale_permission: true, sms_permission: false });
    // The company has neither year/size nor product images: those flags are not offered or sent.
    expect(within(dialog).queryByRole("checkbox", { name: "Ürünlerde yıl ve beden" })).toBeNull();
    expect(sent).not.toHaveProperty("yearsize_permission");
  });

  it("offers year/size when the company has it", async () => {
    installFakeApi(userRoute(userInfo({ company: { yearsize_permission: true } })), on("GET", "/api/users", 200, usersPage));
    render(<SettingsHarness path="/ayarlar?tab=users" />);
    fireEvent.click(within(await rowOf("Zeynep Kaya")).getByRole("button", { name: "Düzenle" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("checkbox", { name: "Ürünlerde yıl ve beden" })).toBeTruthy();
    expect((within(dialog).getByRole("checkbox", { name: "Müşteriler" }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByLabelText("Yeni Şifre")).toBeNull();
  });
});
