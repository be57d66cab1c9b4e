// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { BrideLinkCard, type ClientLink } from "./BrideLinkCard";

const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
const past = new Date(Date.now() - 86_400_000).toISOString();
const URL_SENT = "https://panel.example.com/gelin/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/** The card's three addresses in memory: the client's links, the send, the revoke; every call recorded. */
function fakeApi(initial: ClientLink[] = [], refuse?: { statusCode: number; message: string; errors?: Record<string, string[]> }) {
  const links = [...initial];
  const calls: CustomParams[] = [];
  const dataProvider = {
    ...createMemoryDataProvider([], {}).dataProvider,
    getApiUrl: () => "/api",
    custom: async (params: CustomParams) => {
      calls.push(params);
      const { url, method } = params;
      if (/\/clients\/5\/links$/.test(url) && method === "get") return { data: { data: links, total: links.length } as never };
      if (/\/clients\/5\/send-link$/.test(url)) {
        if (refuse) throw refuse;
        const body = params.payload as { channel: "sms" | "whatsapp"; language: "tr" };
        const link: ClientLink = { id: 10 + links.length, channel: body.channel, language: body.language, expires_at: future, revoked_at: null, created_at: new Date().toISOString(), _can: { revoke: true } };
        links.unshift(link);
        return { data: { link, url: URL_SENT, ...(body.channel === "whatsapp" ? { whatsapp_url: "https://wa.me/905321234567?text=x" } : {}) } as never };
      }
      const revoke = /\/client_links\/(\d+)\/revoke$/.exec(url);
      if (revoke) {
        const link = links.find((row) => row.id === Number(revoke[1]))!;
        link.revoked_at = new Date().toISOString();
        link._can = { revoke: false };
        return { data: link as never };
      }
      throw { statusCode: 404, message: "yok" };
    },
  } as unknown as DataProvider;
  return { dataProvider, calls, links };
}

const client = { id: 5, full_name: "Ayşe Kaya", gsm: "+905321234567", erased_at: null };

const renderCard = (api = fakeApi(), row: Record<string, unknown> = client, onChanged = vi.fn()) => {
  const view = render(
    <EngineHarness routerBindings={false} path="/musteri/5" schemas={[]} dataProvider={api.dataProvider}>
      <BrideLinkCard client={row as never} onChanged={onChanged} />
    </EngineHarness>,
  );
  return { ...view, api, onChanged };
};

describe("BrideLinkCard", () => {
  it("sends the link by SMS with channel, language and days, shows the address this once, and lists it as active", async () => {
    const { api, onChanged, container } = renderCard();
    expect(await screen.findByText("Henüz bağlantı gönderilmedi.")).toBeTruthy();
    // Days are preset to 90 and the language to Turkish; German is chosen.
    expect((screen.getByLabelText("Geçerlilik (gün)") as HTMLInputElement).value).toBe("90");
    fireEvent.mouseDown(screen.getByLabelText("Dil"));
    fireEvent.click(await screen.findByTitle("Almanca"));
    fireEvent.change(screen.getByLabelText("Geçerlilik (gün)"), { target: { value: "30" } });
    fireEvent.click(screen.getByRole("button", { name: /Gönder/ }));
    await waitFor(() => expect(api.calls.some((call) => call.url.endsWith("/clients/5/send-link"))).toBe(true));
    expect(api.calls.find((call) => call.url.endsWith("/send-link"))?.payload).toEqual({ channel: "sms", language: "de", days: 30 });
    expect(((await screen.findByLabelText("Bağlantı adresi")) as HTMLInputElement).value).toBe(URL_SENT);
    expect(screen.queryByRole("link", { name: /WhatsApp'ta Aç/ })).toBeNull();
    const list = await screen.findByRole("list", { name: "Gönderilen Bağlantılar" });
    expect(within(list).getByText("Aktif")).toBeTruthy();
    expect(within(list).getByText("SMS · Almanca")).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
    const violations = (await axe.run(container, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } })).violations.map((violation) => violation.id);
    expect(violations).toEqual([]);
  });

  it("offers to open WhatsApp with the address the server made", async () => {
    renderCard();
    await screen.findByText("Henüz bağlantı gönderilmedi.");
    fireEvent.click(screen.getByText("WhatsApp"));
    fireEvent.click(screen.getByRole("button", { name: /Gönder/ }));
    const open = await screen.findByRole("link", { name: /WhatsApp'ta Aç/ });
    expect(open.getAttribute("href")).toBe("https://wa.me/905321234567?text=x");
    expect(open.getAttribute("target")).toBe("_blank");
  });

  it("shows each link's status and revokes an active one after the question", async () => {
    const api = fakeApi([
      { id: 1, channel: "sms", language: "tr", expires_at: future, revoked_at: null, created_at: past, _can: { revoke: true } },
      { id: 2, channel: "whatsapp", language: "ku", expires_at: past, revoked_at: null, created_at: past, _can: { revoke: false } },
      { id: 3, channel: "sms", language: "de", expires_at: future, revoked_at: past, created_at: past, _can: { revoke: false } },
    ]);
    renderCard(api);
    const list = await screen.findByRole("list", { name: "Gönderilen Bağlantılar" });
    expect(within(list).getByText("Aktif")).toBeTruthy();
    expect(within(list).getByText("Süresi Doldu")).toBeTruthy();
    expect(within(list).getByText("İptal Edildi")).toBeTruthy();
    // Only the active one can be revoked.
    expect(within(list).getAllByRole("button", { name: "İptal Et" })).toHaveLength(1);
    fireEvent.click(within(list).getByRole("button", { name: "İptal Et" }));
    expect(await screen.findByText("Bu bağlantı iptal edilsin mi? Gelin sayfayı artık açamaz.")).toBeTruthy();
    const popup = document.querySelector(".ant-popconfirm") as HTMLElement;
    fireEvent.click(within(popup).getAllByRole("button").at(-1)!);
    await waitFor(() => expect(api.calls.some((call) => call.url.endsWith("/client_links/1/revoke"))).toBe(true));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Gönderilen Bağlantılar" })).getAllByText("İptal Edildi")).toHaveLength(2));
  });

  it("starts the language at her last link's", async () => {
    renderCard(fakeApi([{ id: 1, channel: "whatsapp", language: "ku", expires_at: future, revoked_at: null, created_at: past, _can: { revoke: true } }]));
    await screen.findByRole("list", { name: "Gönderilen Bağlantılar" });
    await waitFor(() => expect(document.querySelector("#bride-link-card .ant-select-selection-item")?.textContent).toBe("Kürtçe"));
  });

  it("says the server's refusal", async () => {
    renderCard(fakeApi([], { statusCode: 403, message: "Bu işlem için yetkiniz yok." }));
    await screen.findByText("Henüz bağlantı gönderilmedi.");
    fireEvent.click(screen.getByRole("button", { name: /Gönder/ }));
    expect(await screen.findByText("Bu işlem için yetkiniz yok.")).toBeTruthy();
  });

  it("offers no send form for an erased client or one without a mobile", async () => {
    const { unmount } = renderCard(fakeApi(), { ...client, erased_at: past });
    expect(await screen.findByText("Kişisel verileri silinmiş müşteriye bağlantı gönderilemez.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Gönder/ })).toBeNull();
    unmount();
    renderCard(fakeApi(), { ...client, gsm: null });
    expect(await screen.findByText("Müşterinin cep telefonu yok; bağlantı gönderilemez.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Gönder/ })).toBeNull();
  });
});
