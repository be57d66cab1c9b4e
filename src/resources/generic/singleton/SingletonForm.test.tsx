// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { routesFor } from "../..";
import type { ResourceSchema } from "../../../engine";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { smsMessages } from "../../../schemas/sms_messages.schema";
import { smsSettings } from "../../../schemas/sms_settings.schema";
import { SingletonForm } from "./SingletonForm";

const schemas = [smsSettings, smsMessages] as unknown as ResourceSchema[];

/** What `GET /api/sms_settings` answers before the first save: the defaults, no id, no version, nothing stored. */
const defaults = {
  id: null,
  version: null,
  account: "platform",
  provider: "organik",
  title: null,
  username: null,
  process_perm: false,
  offer_perm: false,
  rehearsal_perm: false,
  appointment_perm: false,
  _secrets: { api_key: false, api_secret: false, password: false },
};

type Answer = { data: unknown } | { error: unknown };

/** The singleton's two routes: GET answers `row`; each PUT answers what `put` says, recorded. */
const createApi = (row: Record<string, unknown>, put: (body: Record<string, unknown>) => Answer = (body) => ({ data: { ...row, ...body, id: 1, version: 1 } })) => {
  const puts: Record<string, unknown>[] = [];
  let gets = 0;
  let current = row;
  const dataProvider: DataProvider = {
    ...createMemoryDataProvider([], {}).dataProvider,
    custom: async ({ url, method, payload }: CustomParams) => {
      if (url === "/api/sms_settings" && method === "get") {
        gets += 1;
        return { data: current as never };
      }
      if (url === "/api/sms_settings" && method === "put") {
        puts.push(payload as Record<string, unknown>);
        const answer = put(payload as Record<string, unknown>);
        if ("error" in answer) throw answer.error;
        return { data: answer.data as never };
      }
      if (url === "/api/get-sms-total") return { data: { account: "platform", provider: null, credits: 94, money: null, pending: 0, sent: 3 } as never };
      throw { statusCode: 404, message: `no ${method} ${url}` };
    },
  };
  return { dataProvider, puts, gets: () => gets, change: (next: Record<string, unknown>) => (current = next) };
};

const renderForm = (api: ReturnType<typeof createApi>) =>
  render(
    <EngineHarness routerBindings={false} path="/" schemas={schemas} dataProvider={api.dataProvider}>
      <SingletonForm resource="sms_settings" />
    </EngineHarness>,
  );

const label = (text: string) => screen.queryByText(text, { selector: "label" });
const formItem = (text: string): HTMLElement => screen.getByText(text, { selector: "label" }).closest(".ant-form-item") as HTMLElement;
const choose = async (text: string, option: string) => {
  fireEvent.mouseDown(within(formItem(text)).getByRole("combobox"));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
};
const save = () => fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));

describe("singleton form (x-resource.singleton: the SMS settings)", () => {
  it("loads the defaults and shows the credentials the chosen provider needs, and only those", async () => {
    const api = createApi(defaults);
    renderForm(api);
    expect(await screen.findByText("SMS Hesabı", { selector: "label" })).toBeTruthy();
    expect(formItem("SMS Hesabı").textContent).toContain("Platformun SMS hesabı (kredi ile)");
    // The platform's account: no gateway fields at all.
    expect(label("SMS Sağlayıcısı")).toBeNull();
    expect(label("API Anahtarı")).toBeNull();
    expect(screen.getByText("Otomatik Mesajlar")).toBeTruthy();

    await choose("SMS Hesabı", "Kendi SMS sağlayıcım");
    await waitFor(() => expect(label("SMS Sağlayıcısı")).not.toBeNull());
    // Organik (the default) needs an API key only.
    expect(label("API Anahtarı")).not.toBeNull();
    expect(label("API Gizli Anahtarı")).toBeNull();
    expect(label("Kullanıcı Adı")).toBeNull();

    // İleti Merkezi: key and secret (a visibleWhen list of providers).
    await choose("SMS Sağlayıcısı", "İleti Merkezi");
    await waitFor(() => expect(label("API Gizli Anahtarı")).not.toBeNull());
    expect(label("API Anahtarı")).not.toBeNull();

    // NetGSM: user name and password, no key.
    await choose("SMS Sağlayıcısı", "NetGSM");
    await waitFor(() => expect(label("Kullanıcı Adı")).not.toBeNull());
    expect(label("Şifre")).not.toBeNull();
    expect(label("API Anahtarı")).toBeNull();
  });

  it("saves with PUT, without a version before the first save, and says so", async () => {
    const api = createApi(defaults);
    renderForm(api);
    fireEvent.click(within(await waitFor(() => formItem("Satış sonrası SMS"))).getByRole("switch"));
    save();
    expect(await screen.findByText("SMS ayarları kaydedildi.")).toBeTruthy();
    expect(api.puts).toHaveLength(1);
    expect(api.puts[0]).toMatchObject({ account: "platform", process_perm: true, offer_perm: false });
    expect(api.puts[0]).not.toHaveProperty("version");
    // Then with the version the server answered.
    save();
    await waitFor(() => expect(api.puts).toHaveLength(2));
    expect(api.puts[1]).toMatchObject({ version: 1 });
  });

  it("keeps a stored secret's input empty with its placeholder and sends it only when typed", async () => {
    const stored = { ...defaults, id: 4, version: 7, account: "own", provider: "organik", title: "GELINLIK", _secrets: { api_key: true, api_secret: false, password: false } };
    const api = createApi(stored);
    renderForm(api);
    const key = (await waitFor(() => within(formItem("API Anahtarı")).getByPlaceholderText("Kayıtlı — değiştirmek için yazın"))) as HTMLInputElement;
    expect(key.value).toBe("");
    save();
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toMatchObject({ account: "own", provider: "organik", title: "GELINLIK", version: 7 });
    expect(api.puts[0]).not.toHaveProperty("api_key");

    fireEvent.change(key, { target: { value: "yeni-anahtar" } });
    save();
    await waitFor(() => expect(api.puts).toHaveLength(2));
    expect(api.puts[1]).toMatchObject({ api_key: "yeni-anahtar" });
    // Stored now: the input empties again.
    await waitFor(() => expect(key.value).toBe(""));
  });

  it("shows a 422's message on its field", async () => {
    const own = { ...defaults, account: "own" };
    const api = createApi(own, () => ({ error: { statusCode: 422, message: "Geçersiz veri", errors: { title: ["Başlık en fazla 11 karakter olabilir."] } } }));
    renderForm(api);
    await waitFor(() => expect(label("Gönderici Adı (Başlık)")).not.toBeNull());
    save();
    expect(await within(formItem("Gönderici Adı (Başlık)")).findByText("Başlık en fazla 11 karakter olabilir.")).toBeTruthy();
  });

  it("says a stale version above the form, keeps what was typed, and reloads on request", async () => {
    const row = { ...defaults, id: 1, version: 3 };
    const api = createApi(row, () => ({ error: { statusCode: 409, message: "Bu kayıt siz düzenlerken başka biri tarafından değiştirildi." } }));
    renderForm(api);
    const offer = within(await waitFor(() => formItem("Teklif SMS'i"))).getByRole("switch");
    fireEvent.click(offer);
    save();
    expect(await screen.findByText("Bu kayıt siz düzenlerken başka biri tarafından değiştirildi.")).toBeTruthy();
    expect(offer.getAttribute("aria-checked")).toBe("true");
    expect(api.puts[0]).toMatchObject({ version: 3, offer_perm: true });

    api.change({ ...row, version: 4, offer_perm: false, rehearsal_perm: true });
    fireEvent.click(screen.getByRole("button", { name: /Yenile/ }));
    await waitFor(() => expect(screen.queryByText("Bu kayıt siz düzenlerken başka biri tarafından değiştirildi.")).toBeNull());
    await waitFor(() => expect(within(formItem("Prova hatırlatma SMS'i")).getByRole("switch").getAttribute("aria-checked")).toBe("true"));
    expect(within(formItem("Teklif SMS'i")).getByRole("switch").getAttribute("aria-checked")).toBe("false");
  });

  it("is the generated page of a singleton's edit route (no id), titled by its edit title", async () => {
    const api = createApi(defaults);
    render(
      <EngineHarness routerBindings={false} path="/sms-settings" schemas={schemas} dataProvider={api.dataProvider}>
        <Routes>{routesFor(schemas, {})}</Routes>
      </EngineHarness>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "SMS Ayarları" }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText("SMS Hesabı", { selector: "label" })).toBeTruthy();
    expect(api.gets()).toBe(1);
  });
});
