// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { BaseRecord, CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addDays, DEFAULT_SHOP_TIME_ZONE, localDateIn } from "../../domain/periods";
import type { ResourceSchema } from "../../engine";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { schemas } from "../../schemas";
import { ReleaseModal } from "./ReleaseModal";

const slow = { timeout: 15_000 };
const at = "2026-03-01T10:00:00.000Z";
const today = localDateIn(new Date(), DEFAULT_SHOP_TIME_ZONE);

const lease: BaseRecord = {
  id: 31,
  service_id: 7,
  client_id: 9,
  piece: 1,
  issue_date: addDays(today, -3),
  delivery_date: today,
  total_price: "3000.00",
  price: "3000.00",
  remaining: "0.00",
  status: "active",
  created_at: at,
  _can: { update: true, delete: true, release: true, extend: true, pay: false },
};

const createApi = () => {
  const memory = createMemoryDataProvider(schemas as readonly ResourceSchema[], {
    clients: [
      { id: 9, full_name: "Ayşe Yılmaz", type: "person", role: "client", created_at: at },
      { id: 11, full_name: "Terzi Hasan", type: "person", role: "tailor", created_at: at },
      { id: 12, full_name: "Beyaz Kuru Temizleme", type: "business", role: "dry", created_at: at },
    ],
    services: [{ id: 7, name: "Prenses Gelinlik", barcode: "100044", price: "12500.00", rent_price: "3000.00", tax: 18, is_service: false, stock: 1, images: [], created_at: at }],
  });
  const calls: CustomParams[] = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    custom: async (params) => {
      calls.push(params);
      if (params.url === "/api/rental_settings") return { data: { turnaround_days: 1, late_fee_per_day: "0.00" } as never };
      if (/\/api\/release\/31$/.test(params.url)) return { data: { ...lease, status: "returned" } as never };
      return memory.dataProvider.custom!(params);
    },
  };
  return { dataProvider, calls };
};

const renderModal = () => {
  const api = createApi();
  render(
    <EngineHarness routerBindings={false} path="/kiralik-urunler" schemas={[]} dataProvider={api.dataProvider}>
      <ReleaseModal id={31} record={lease} open onClose={() => undefined} />
    </EngineHarness>,
  );
  return api;
};

const formItem = (scope: HTMLElement, label: string): HTMLElement => within(scope).getByText(label, { selector: "label" }).closest(".ant-form-item") as HTMLElement;

const typeDate = (scope: HTMLElement, label: string, iso: string) => {
  const input = within(formItem(scope, label)).getByRole("textbox");
  const [year, month, day] = iso.split("-");
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: `${day}.${month}.${year}` } });
  fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
  fireEvent.blur(input);
};

const pick = async (scope: HTMLElement, label: string, name: string) => {
  fireEvent.mouseDown(within(formItem(scope, label)).getByRole("combobox"));
  fireEvent.click(await screen.findByTitle(name, {}, slow));
};

const released = (api: ReturnType<typeof createApi>) => api.calls.find((call) => call.url === "/api/release/31");

describe("ReleaseModal's send-on part", () => {
  it("offers 'Kuru temizlemeye gönder' and 'Terziye gönder', only cleaners and tailors, and posts both steps in the release body", async () => {
    const api = renderModal();
    const dialog = await screen.findByRole("dialog", {}, slow);
    const part = await within(dialog).findByTestId("send-on", {}, slow);
    expect(within(part).getByText("Kuru temizlemeye gönder")).toBeTruthy();
    expect(within(part).getByText("Terziye gönder")).toBeTruthy();
    // Each party select offers the clients of its role only.
    fireEvent.mouseDown(within(formItem(part, "Kuru Temizlemeci")).getByRole("combobox"));
    expect(await screen.findByTitle("Beyaz Kuru Temizleme", {}, slow)).toBeTruthy();
    expect(screen.queryByTitle("Terzi Hasan")).toBeNull();
    expect(screen.queryByTitle("Ayşe Yılmaz")).toBeNull();
    fireEvent.click(screen.getByTitle("Beyaz Kuru Temizleme"));
    typeDate(part, "Kuru Temizlemeden Dönüş Tarihi", addDays(today, 3));
    const price = within(formItem(part, "Kuru Temizleme Ücreti")).getByRole("spinbutton");
    fireEvent.change(price, { target: { value: "150" } });
    fireEvent.blur(price);
    await pick(part, "Terzi", "Terzi Hasan");
    typeDate(part, "Terziden Dönüş Tarihi", addDays(today, 6));

    fireEvent.click(within(dialog).getByRole("button", { name: "Teslim Al" }));
    await waitFor(() => expect(released(api)).toBeTruthy(), slow);
    expect(released(api)!.payload).toMatchObject({
      delivered_date: today,
      dry_client_id: 12,
      dry_delivery_date: addDays(today, 3),
      dry_price: "150",
      tailor_client_id: 11,
      tailor_delivery_date: addDays(today, 6),
    });
  });

  it("leaves the steps out of the body when nothing is chosen", async () => {
    const api = renderModal();
    const dialog = await screen.findByRole("dialog", {}, slow);
    await within(dialog).findByTestId("send-on", {}, slow);
    fireEvent.click(within(dialog).getByRole("button", { name: "Teslim Al" }));
    await waitFor(() => expect(released(api)).toBeTruthy(), slow);
    const payload = released(api)!.payload as Record<string, unknown>;
    expect(payload).toMatchObject({ delivered_date: today });
    for (const field of ["dry_client_id", "dry_delivery_date", "dry_price", "tailor_client_id", "tailor_delivery_date"]) expect(payload[field] ?? null).toBeNull();
  });
});
