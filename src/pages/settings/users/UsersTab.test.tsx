// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { allFlags, PERMISSION_FLAGS } from "../../../domain/permissions";
import { installFakeApi, on } from "../../../providers/testing/fake-api";
import { SettingsHarness, userInfo, userRoute } from "../__fixtures__/settings-harness";

afterEach(() => vi.unstubAllGlobals());

/** `_can` as the server answers it: the row rules, the set-password action and each flag's own rule. */
const can = (allowed: { delete: boolean; setPassword: boolean; flags: boolean }) => ({
  update: true,
  delete: allowed.delete,
  setPassword: allowed.setPassword,
  ...Object.fromEntries(PERMISSION_FLAGS.map((flag) => [`update:${flag}`, allowed.flags])),
});

// The signed-in user (id 1, see userInfo) is the shop's first user.
const owner = { id: 1, version: 1, name: "Ayşe Yılmaz", email: "ayse@example.com", phone: "+905321112233", first_user: true, ...allFlags(true), _can: can({ delete: false, setPassword: false, flags: false }) };
const staff = {
  id: 2,
  version: 3,
  name: "Zeynep Kaya",
  email: "zeynep@example.com",
  phone: "+905324445566",
  first_user: false,
  ...allFlags(false),
  client_permission: true,
  _can: can({ delete: true, setPassword: true, flags: true }),
};
const usersPage = { data: [owner, staff], current_page: 1, per_page: 15, total: 2, last_page: 1 };
const listRoute = () => on("GET", "/api/users", 200, usersPage);

const rowOf = async (name: string) => (await screen.findByText(name)).closest("tr")!;
const openTab = () => render(<SettingsHarness path="/ayarlar?tab=users" />);

describe("users tab", () => {
  it("lists the shop's users 15 a page with the owner's and one's own tags, and no delete or new password where the row forbids it", async () => {
    const api = installFakeApi(userRoute(), listRoute());
    openTab();
    const ownRow = await rowOf("Ayşe Yılmaz");
    expect(within(ownRow).getByText("Sahip")).toBeTruthy();
    expect(within(ownRow).getByText("Siz")).toBeTruthy();
    expect(within(ownRow).queryByRole("button", { name: "Sil" })).toBeNull();
    expect(within(ownRow).queryByRole("button", { name: "Şifre Belirle" })).toBeNull();
    expect(within(ownRow).getByRole("button", { name: "Düzenle" })).toBeTruthy();
    const staffRow = await rowOf("Zeynep Kaya");
    expect(within(staffRow).queryByText("Sahip")).toBeNull();
    expect(within(staffRow).getByRole("button", { name: "Sil" })).toBeTruthy();
    expect(within(staffRow).getByRole("button", { name: "Şifre Belirle" })).toBeTruthy();
    expect(within(staffRow).getByText("+90 (532) 444 55 66")).toBeTruthy();
    const list = api.requests.find((request) => request.url.pathname === "/api/users")!;
    expect(list.url.searchParams.get("perPage")).toBe("15");
    expect(list.url.searchParams.get("scope")).toBeNull();
  });

  it("searches by the typed keyword", async () => {
    const api = installFakeApi(userRoute(), listRoute());
    openTab();
    await rowOf("Zeynep Kaya");
    fireEvent.change(screen.getByRole("textbox", { name: "Ara" }), { target: { value: "zeynep" } });
    await waitFor(() => expect(api.requests.some((request) => request.url.pathname === "/api/users" && request.url.searchParams.get("keyword") === "zeynep")).toBe(true));
  });

  it("asks 'Kayıt silinecektir, emin misiniz?' before deleting", async () => {
    const api = installFakeApi(userRoute(), listRoute(), on("DELETE", "/api/users/2", 200, { message: "Kullanıcı silindi." }));
    openTab();
    fireEvent.click(within(await rowOf("Zeynep Kaya")).getByRole("button", { name: "Sil" }));
    expect(await screen.findByText("Kayıt silinecektir, emin misiniz?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(api.requests.some((request) => request.method === "DELETE" && request.url.pathname === "/api/users/2")).toBe(true));
  });

  it("requires name, phone, email, a password and its confirmation to create a user, and asks the server nothing", async () => {
    const api = installFakeApi(userRoute(), listRoute());
    openTab();
    fireEvent.click(await screen.findByRole("button", { name: "Kullanıcı Ekle" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(within(dialog).getAllByText("Bu alan zorunludur.")).toHaveLength(5));
    expect(api.requests.some((request) => request.method === "POST" && request.url.pathname === "/api/users")).toBe(false);
  });

  it("refuses a confirmation that differs from the password before sending", async () => {
    const api = installFakeApi(userRoute(), listRoute());
    openTab();
    fireEvent.click(await screen.findByRole("button", { name: "Kullanıcı Ekle" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Şifre"), { target: { value: "gizli-parola" } });
    fireEvent.change(within(dialog).getByLabelText("Şifre Tekrar"), { target: { value: "baska-parola" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    expect(await within(dialog).findByText("Girilen değerler eşleşmiyor.")).toBeTruthy();
    expect(api.requests.some((request) => request.method === "POST" && request.url.pathname === "/api/users")).toBe(false);
  });

  it("creates a user with the flags switched on and puts the server's 422 on the field; year/size is not offered to a company without it", async () => {
    const api = installFakeApi(
      userRoute(),
      listRoute(),
      on("POST", "/api/users", 422, { message: "Bu e-posta adresi zaten kayıtlı.", errors: { email: ["Bu e-posta adresi zaten kayıtlı."] } }),
    );
    openTab();
    fireEvent.click(await screen.findByRole("button", { name: "Kullanıcı Ekle" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Yetkiler")).toBeTruthy();
    expect(within(dialog).queryByRole("switch", { name: "Ürünlerde yıl ve beden" })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Ad Soyad"), { target: { value: "Elif Demir" } });
    fireEvent.change(within(dialog).getByLabelText("Telefon"), { target: { value: "05327778899" } });
    fireEvent.change(within(dialog).getByLabelText("E-posta"), { target: { value: "zeynep@example.com" } });
    fireEvent.change(within(dialog).getByLabelText("Şifre"), { target: { value: "gizli-parola" } });
    fireEvent.change(within(dialog).getByLabelText("Şifre Tekrar"), { target: { value: "gizli-parola" } });
    fireEvent.click(within(dialog).getByRole("switch", { name: "Hızlı Satış" }));
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(within(dialog).getAllByText("Bu e-posta adresi zaten kayıtlı.").length).toBeGreaterThan(0));
    const sent = api.requests.find((request) => request.method === "POST" && request.url.pathname === "/api/users")!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: "Elif Demir", email: "zeynep@example.com", password: "gizli-parola", password_confirmation: "gizli-parola", fastsale_permission: true, sms_permission: false });
    expect(sent).not.toHaveProperty("yearsize_permission");
  });

  it("edits a user without a password field, offering year/size when the company has it, and sends the version it loaded", async () => {
    const api = installFakeApi(
      userRoute(userInfo({ company: { yearsize_permission: true } })),
      listRoute(),
      on("GET", "/api/users/2", 200, staff),
      on("PUT", "/api/users/2", 200, { ...staff, version: 4 }),
    );
    openTab();
    fireEvent.click(within(await rowOf("Zeynep Kaya")).getByRole("button", { name: "Düzenle" }));
    const dialog = await screen.findByRole("dialog");
    // The form is filled once the user has loaded.
    await waitFor(() => expect(within(dialog).getByRole("switch", { name: "Müşteriler" }).getAttribute("aria-checked")).toBe("true"));
    expect(within(dialog).getByRole("switch", { name: "Ürünlerde yıl ve beden" })).toBeTruthy();
    expect(within(dialog).queryByLabelText("Şifre")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(api.requests.some((request) => request.method === "PUT" && request.url.pathname === "/api/users/2")).toBe(true));
    const sent = api.requests.find((request) => request.method === "PUT")!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: "Zeynep Kaya", version: 3, client_permission: true });
    expect(sent).not.toHaveProperty("password");
  });

  it("shows the owner's flags switched but locked: they follow the company", async () => {
    installFakeApi(userRoute(), listRoute(), on("GET", "/api/users/1", 200, owner));
    openTab();
    fireEvent.click(within(await rowOf("Ayşe Yılmaz")).getByRole("button", { name: "Düzenle" }));
    const dialog = await screen.findByRole("dialog");
    const sms = () => within(dialog).getByRole("switch", { name: "SMS" }) as HTMLButtonElement;
    await waitFor(() => expect(sms().getAttribute("aria-checked")).toBe("true"));
    expect(sms().disabled).toBe(true);
    expect((within(dialog).getByLabelText("Ad Soyad") as HTMLInputElement).disabled).toBe(false);
  });

  it("reads the signed-in user again after they changed their own row, so the top bar shows the new name", async () => {
    const api = installFakeApi(userRoute(), listRoute(), on("GET", "/api/users/1", 200, owner), on("PUT", "/api/users/1", 200, { ...owner, name: "Ayşe Demir", version: 2 }));
    openTab();
    fireEvent.click(within(await rowOf("Ayşe Yılmaz")).getByRole("button", { name: "Düzenle" }));
    const dialog = await screen.findByRole("dialog");
    const name = () => within(dialog).getByLabelText("Ad Soyad") as HTMLInputElement;
    await waitFor(() => expect(name().value).toBe("Ayşe Yılmaz"));
    const identityReads = () => api.requests.filter((request) => request.url.pathname === "/api/user").length;
    const before = identityReads();
    fireEvent.change(name(), { target: { value: "Ayşe Demir" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(identityReads()).toBeGreaterThan(before));
  });

  it("sets another user's password from their row at the spec's PUT users/change-password/:id, with the server's refusal on the field", async () => {
    const api = installFakeApi(
      userRoute(),
      listRoute(),
      on("PUT", "/api/users/change-password/2", 422, { message: "Bu şifre çok yaygın, başka bir şifre seçiniz.", errors: { password: ["Bu şifre çok yaygın, başka bir şifre seçiniz."] } }),
    );
    openTab();
    fireEvent.click(within(await rowOf("Zeynep Kaya")).getByRole("button", { name: "Şifre Belirle" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Yeni Şifre"), { target: { value: "galatasaray" } });
    fireEvent.change(within(dialog).getByLabelText("Yeni Şifre Tekrar"), { target: { value: "galatasaray" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Şifre Belirle" }));
    await waitFor(() => expect(within(dialog).getAllByText("Bu şifre çok yaygın, başka bir şifre seçiniz.").length).toBeGreaterThan(0));
    const sent = api.requests.find((request) => request.url.pathname === "/api/users/change-password/2")!;
    expect(sent.method).toBe("PUT");
    expect(sent.body).toEqual({ password: "galatasaray", password_confirmation: "galatasaray" });
  });
});
