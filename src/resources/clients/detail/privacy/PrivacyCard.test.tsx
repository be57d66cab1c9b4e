// @vitest-environment jsdom
import "../../../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EngineHarness } from "../../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../../engine/__fixtures__/memory-data-provider";
import { currentConsents, PrivacyCard, type ConsentRow } from "./PrivacyCard";

const client = { id: 5, full_name: "Ayşe Kaya", gsm: "+905321234567", erased_at: null };

/** The card's addresses in memory: the consent log, a new consent, the shop's users, the erasure; every call recorded. */
function fakeApi(initial: ConsentRow[] = []) {
  const rows = [...initial];
  const calls: CustomParams[] = [];
  const dataProvider = {
    ...createMemoryDataProvider([], {}).dataProvider,
    getApiUrl: () => "/api",
    custom: async (params: CustomParams) => {
      calls.push(params);
      const { url, method } = params;
      if (/\/clients\/5\/consents$/.test(url) && method === "get") return { data: { data: [...rows].reverse(), total: rows.length } as never };
      if (/\/clients\/5\/consent-code$/.test(url)) return { data: { message: "ok", expires_in: 600 } as never };
      if (/\/clients\/5\/consents\/sms-code$/.test(url)) {
        const { code, ...body } = params.payload as Omit<ConsentRow, "id" | "created_at" | "channel"> & { code: string };
        if (code !== "123456") throw { statusCode: 422, message: "x", errors: { code: ["Kod hatalı, lütfen tekrar deneyin."] } };
        const row = { ...body, channel: "sms_code", id: rows.length + 1, recorded_by: 1, created_at: new Date(Date.now() + rows.length * 1000).toISOString() } as ConsentRow;
        rows.push(row);
        return { data: row as never };
      }
      if (/\/clients\/5\/consents$/.test(url)) {
        const body = params.payload as Omit<ConsentRow, "id" | "created_at">;
        const row = { ...body, id: rows.length + 1, recorded_by: 1, created_at: new Date(Date.now() + rows.length * 1000).toISOString() } as ConsentRow;
        rows.push(row);
        return { data: row as never };
      }
      if (/\/users$/.test(url)) return { data: { data: [{ id: 1, name: "Selin Usta" }], total: 1 } as never };
      if (/\/clients\/5\/erase$/.test(url)) {
        if ((params.payload as { confirm: string }).confirm !== client.full_name) throw { statusCode: 422, message: "x", errors: { confirm: ["Onay için müşterinin adını kayıtlı olduğu gibi yazın."] } };
        return { data: { id: 5 } as never };
      }
      throw { statusCode: 404, message: "yok" };
    },
  } as unknown as DataProvider;
  return { dataProvider, calls, rows };
}

const renderCard = (options: { api?: ReturnType<typeof fakeApi>; row?: Record<string, unknown>; firstUser?: boolean; smsPermission?: boolean } = {}) => {
  const api = options.api ?? fakeApi();
  const onChanged = vi.fn();
  const view = render(
    <EngineHarness routerBindings={false} path="/musteri/5" schemas={[]} dataProvider={api.dataProvider} firstUser={options.firstUser ?? true} permissions={{ sms_permission: options.smsPermission ?? true }}>
      <PrivacyCard client={(options.row ?? client) as never} onChanged={onChanged} />
    </EngineHarness>,
  );
  return { ...view, api, onChanged };
};

afterEach(() => vi.restoreAllMocks());

describe("PrivacyCard", () => {
  it("records a consent through its modal and shows it as the purpose's state and in the log, with who and how", async () => {
    const { api, onChanged, container } = renderCard();
    expect(await screen.findByText("Henüz rıza kaydı yok.")).toBeTruthy();
    const state = screen.getByRole("list", { name: "Güncel durum" });
    expect(within(state).getAllByText("Kayıt yok")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: /Rıza Kaydet/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.mouseDown(within(dialog).getByLabelText("Konu"));
    fireEvent.click(await screen.findByTitle("Kampanya mesajları (İYS)"));
    fireEvent.mouseDown(within(dialog).getByLabelText("Alındığı Yol"));
    fireEvent.click(await screen.findByTitle("Telefonda"));
    fireEvent.change(within(dialog).getByLabelText("Not"), { target: { value: "Aradı, onay verdi" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Rıza Kaydet/ }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "post" && call.url.endsWith("/clients/5/consents"))).toBe(true));
    expect(api.calls.find((call) => call.method === "post")?.payload).toEqual({ purpose: "campaign", granted: true, channel: "phone", note: "Aradı, onay verdi" });
    const log = await screen.findByRole("list", { name: "Rıza Geçmişi" });
    expect(within(log).getByText(/Telefonda · Kaydeden: Selin Usta/)).toBeTruthy();
    expect(within(log).getByText("Aradı, onay verdi")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Güncel durum" })).getByText("Onaylı")).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
    const violations = (await axe.run(container, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } })).violations.map((violation) => violation.id);
    expect(violations).toEqual([]);
  });

  it("takes a consent by SMS code: sends the code for the chosen purpose and answer, then records it with the code she read back", async () => {
    const { api } = renderCard();
    fireEvent.click(await screen.findByRole("button", { name: /Rıza Kaydet/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.mouseDown(within(dialog).getByLabelText("Alındığı Yol"));
    fireEvent.click(await screen.findByTitle("SMS koduyla"));
    const save = within(dialog).getByRole("button", { name: /Rıza Kaydet/ }) as HTMLButtonElement;
    // No code sent yet: nothing to record.
    expect(save.disabled).toBe(true);
    expect(within(dialog).queryByLabelText("SMS Kodu")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: /^Kod Gönder$/ }));
    await waitFor(() => expect(api.calls.some((call) => call.url.endsWith("/clients/5/consent-code"))).toBe(true));
    expect(api.calls.find((call) => call.url.endsWith("/consent-code"))?.payload).toEqual({ purpose: "processing", granted: true });
    const code = await within(dialog).findByLabelText("SMS Kodu");
    expect(await within(dialog).findByRole("button", { name: /Kodu Yeniden Gönder/ })).toBeTruthy();
    fireEvent.change(code, { target: { value: "12345" } });
    fireEvent.click(save);
    expect(await within(dialog).findByText("Kod 6 rakamdan oluşur.")).toBeTruthy();
    fireEvent.change(code, { target: { value: "654321" } });
    fireEvent.click(save);
    expect(await screen.findByText("Kod hatalı, lütfen tekrar deneyin.")).toBeTruthy();
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(save);
    const log = await screen.findByRole("list", { name: "Rıza Geçmişi" });
    expect(within(log).getByText(/SMS koduyla · Kaydeden: Selin Usta/)).toBeTruthy();
    expect(api.calls.filter((call) => call.url.endsWith("/consents/sms-code")).at(-1)?.payload).toEqual({ purpose: "processing", granted: true, code: "123456" });

    // A code is for one purpose and answer: another answer asks for a new code.
    // The card's own button (the closed modal keeps its own in the page).
    fireEvent.click(screen.getAllByRole("button", { name: /Rıza Kaydet/ }).find((button) => !button.closest(".ant-modal-root"))!);
    const again = await screen.findByRole("dialog");
    fireEvent.mouseDown(within(again).getByLabelText("Alındığı Yol"));
    fireEvent.click(await screen.findByTitle("SMS koduyla"));
    fireEvent.click(within(again).getByRole("button", { name: /^Kod Gönder$/ }));
    expect(await within(again).findByLabelText("SMS Kodu")).toBeTruthy();
    fireEvent.click(within(again).getByLabelText("Onayını geri çekti"));
    await waitFor(() => expect(within(again).queryByLabelText("SMS Kodu")).toBeNull());
    expect(within(again).getByRole("button", { name: /Kod Gönder$/ }).textContent).toBe("Kod Gönder");
  });

  it("offers the SMS code only to a user who may send SMS", async () => {
    renderCard({ smsPermission: false });
    fireEvent.click(await screen.findByRole("button", { name: /Rıza Kaydet/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.mouseDown(within(dialog).getByLabelText("Alındığı Yol"));
    expect(await screen.findByTitle("Telefonda")).toBeTruthy();
    expect(screen.queryByTitle("SMS koduyla")).toBeNull();
  });

  it("erases only once her full name is typed, explaining what is kept and removed, then refreshes the page", async () => {
    const { api, onChanged } = renderCard();
    fireEvent.click(await screen.findByRole("button", { name: /Kişisel Verileri Sil/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Saklanacaklar: satışlar/)).toBeTruthy();
    expect(within(dialog).getByText(/Silinecekler: adı, TC kimlik numarası/)).toBeTruthy();
    const button = within(dialog).getByRole("button", { name: /Kalıcı Olarak Sil/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const input = within(dialog).getByLabelText(/müşterinin adını kayıtlı olduğu gibi yazın: Ayşe Kaya/);
    fireEvent.change(input, { target: { value: "Ayşe" } });
    expect(button.disabled).toBe(true);
    fireEvent.change(input, { target: { value: "Ayşe Kaya" } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.calls.find((call) => call.url.endsWith("/erase"))?.payload).toEqual({ confirm: "Ayşe Kaya" });
  });

  it("offers no erasure to other users, and nothing new once she is erased", async () => {
    const first = renderCard({ firstUser: false });
    expect(await screen.findByRole("button", { name: /Verileri İndir \(PDF\)/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Kişisel Verileri Sil/ })).toBeNull();
    first.unmount();
    renderCard({ row: { ...client, full_name: "Anonim #5", erased_at: "2026-11-28T09:00:00.000Z" } });
    expect(await screen.findByText(/Kişisel veriler .* tarihinde silindi/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Rıza Kaydet/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Kişisel Verileri Sil/ })).toBeNull();
  });

  it("downloads the export with the session's token", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200, headers: { "content-disposition": 'attachment; filename="musteri-5-kvkk.json"' } }));
    const createObjectURL = vi.fn(() => "blob:x");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderCard();
    fireEvent.click(await screen.findByRole("button", { name: /Verileri İndir \(JSON\)/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0][0])).toBe("/api/clients/5/export?format=json");
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  it("takes the newest row of each purpose as what holds", () => {
    const row = (id: number, purpose: ConsentRow["purpose"], granted: boolean, created_at: string): ConsentRow => ({ id, purpose, granted, channel: "in_person", created_at });
    const current = currentConsents([row(1, "campaign", true, "2026-01-01T00:00:00Z"), row(2, "campaign", false, "2026-02-01T00:00:00Z"), row(3, "processing", true, "2026-01-05T00:00:00Z")]);
    expect([current.campaign?.id, current.processing?.id]).toEqual([2, 3]);
  });
});
