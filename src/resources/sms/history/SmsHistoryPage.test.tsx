// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routesFor } from "../..";
import { preloadPages } from "../../../../tests/preload-pages";
import type { ResourceSchema } from "../../../engine";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { clients } from "../../../schemas/clients.schema";
import { smsMessages } from "../../../schemas/sms_messages.schema";
import { MessagePreview } from "./SmsHistoryPage";

const schemas = [smsMessages, clients] as unknown as ResourceSchema[];
const long = `Sayın Ayşe Hanım, gelinliğinizin provası 12 Aralık Cumartesi saat 14:00'te. Lütfen ayakkabılarınızı da getiriniz. Görüşmek üzere, Beyaz Gelinlik ekibi.`;

const message = (id: number, values: Record<string, unknown>) => ({
  id,
  client_id: null,
  phone: "+905321234567",
  message: `Mesaj ${id}`,
  purpose: "service",
  source: "manual",
  status: "sent",
  segments: 1,
  credits: 1,
  account: "platform",
  idempotency_key: `key-${id}`,
  created_at: `2026-11-${String(id).padStart(2, "0")}T10:00:00.000Z`,
  ...values,
});

const renderHistory = (rows: Record<string, unknown>[]) => {
  const memory = createMemoryDataProvider(schemas, { sms_messages: rows, clients: [{ id: 3, type: "person", full_name: "Ayşe Yılmaz", phone: "+905329998877" }] });
  render(
    <EngineHarness routerBindings={false} path="/sms-list" schemas={schemas} dataProvider={memory.dataProvider}>
      <Routes>{routesFor(schemas)}</Routes>
    </EngineHarness>,
  );
  return memory;
};

beforeAll(() => preloadPages("list"));

describe("SMS history (/sms-list)", () => {
  it("lists 7 messages a page, newest first, with the recipient, the status as a tag and no create button", async () => {
    const rows = [
      message(1, { client_id: 3, message: long, segments: 2, status: "failed", error: "integrations:sms.errors.providerRejected" }),
      ...Array.from({ length: 8 }, (_, index) => message(index + 2, { status: index % 2 === 0 ? "queued" : "sent" })),
    ];
    const memory = renderHistory(rows);
    expect(await screen.findByText("SMS Geçmişi", {}, { timeout: 10_000 })).toBeTruthy();
    await screen.findByText("Mesaj 9");
    expect(memory.listRequests.find((request) => request.resource === "sms_messages")).toMatchObject({ perPage: 7 });
    expect(screen.getAllByRole("row")).toHaveLength(8);
    expect(screen.queryByRole("button", { name: /Oluştur/ })).toBeNull();
    expect(within(screen.getByText("Mesaj 8").closest("tr") as HTMLElement).getByText("Sırada")).toBeTruthy();
    expect(within(screen.getByText("Mesaj 9").closest("tr") as HTMLElement).getByText("Gönderildi")).toBeTruthy();

    fireEvent.click(within(await screen.findByRole("navigation", { name: "Sayfalar" })).getByRole("button", { name: "Sayfa 2" }));
    const cut = await screen.findByText(`${[...long].slice(0, 135).join("")}…`);
    const row = cut.closest("tr") as HTMLElement;
    // The client by name (a reference), the number beside it; two segments; failed as a red tag saying why.
    expect(await within(row).findByText("Ayşe Yılmaz")).toBeTruthy();
    const tag = within(row).getByText("Gönderilemedi");
    expect(tag.className).toContain("ant-tag-error");
    fireEvent.mouseEnter(tag);
    expect(await screen.findByText("SMS sağlayıcısı gönderimi reddetti.")).toBeTruthy();
    expect(within(row).getByText("2")).toBeTruthy();
  });

  it("offers the resend action on the rows whose _can allows it, though messages are never changed by hand", async () => {
    renderHistory([
      message(1, { status: "failed", message: "Başarısız mesaj", _can: { resend: true } }),
      message(2, { status: "sent", message: "Giden mesaj", _can: { resend: false } }),
    ]);
    const failed = (await screen.findByText("Başarısız mesaj", {}, { timeout: 10_000 })).closest("tr") as HTMLElement;
    expect(await within(failed).findByRole("button", { name: /Tekrar Gönder/ })).toBeTruthy();
    const sent = screen.getByText("Giden mesaj").closest("tr") as HTMLElement;
    expect(within(sent).queryByRole("button", { name: /Tekrar Gönder/ })).toBeNull();
  });

  it("says the spec's words when nothing was sent yet", async () => {
    renderHistory([]);
    expect(await screen.findByText("Henüz SMS Göndermemişsiniz!", {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe("message preview", () => {
  it("shows a short message whole, a long one to 135 characters with the whole text on hover and when opened", () => {
    const { container, rerender } = render(<MessagePreview text="Kısa mesaj" />);
    expect(container.textContent).toBe("Kısa mesaj");
    rerender(<MessagePreview text={long} />);
    const details = container.querySelector("details") as HTMLDetailsElement;
    expect(details.getAttribute("title")).toBe(long);
    expect(details.querySelector("summary")?.textContent).toBe(`${[...long].slice(0, 135).join("")}…`);
    expect(details.textContent).toContain(long);
  });
});
