// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { BaseRecord, CreateParams, CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { preloadPages } from "../../../../tests/preload-pages";
import type { AvailabilityAnswer } from "../../../domain/orders/api";
import type { ResourceSchema } from "../../../engine";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { schemas } from "../../../schemas";
import { LeasingButtons } from "./LeasingButtons";

const slow = { timeout: 15_000 };
const at = "2026-03-01T10:00:00.000Z";
const product = { id: 7, name: "Prenses Gelinlik", barcode: "100044", price: "12500.00", rent_price: "3000.00", tax: 18, is_service: false, stock: 1, images: [], created_at: at };
const REFUSAL = "Prenses Gelinlik 12-12-2026 ile 14-12-2026 arasında kirada; bu tarihlerde kiralanamaz.";

const lease = (id: number, values: BaseRecord): BaseRecord => ({ id, service_id: 7, client_id: 9, piece: 1, total_price: "3000.00", price: "500.00", created_at: at, ...values });

interface Options {
  availability?: AvailabilityAnswer;
  /** What `POST /leases` does: answer the row, or throw the server's refusal. */
  create?: (params: CreateParams<BaseRecord>) => BaseRecord;
  byProduct?: (query: Record<string, unknown>) => BaseRecord[];
}

const createApi = ({ availability, create, byProduct = () => [] }: Options = {}) => {
  const memory = createMemoryDataProvider(schemas as readonly ResourceSchema[], {
    clients: [{ id: 9, full_name: "Ayşe Yılmaz", type: "person", role: "client", created_at: at }],
    services: [product],
  });
  const calls: CustomParams[] = [];
  const creates: CreateParams<BaseRecord>[] = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    create: async (given) => {
      if (given.resource !== "leases") return memory.dataProvider.create(given);
      const params = given as CreateParams<BaseRecord>;
      creates.push(params);
      return { data: (create ?? (() => ({ id: 40, ...params.variables })))(params) as never };
    },
    custom: async (params) => {
      calls.push(params);
      const query = (params.query ?? {}) as Record<string, unknown>;
      if (params.url === "/api/availability") {
        return { data: (availability ?? { available: true, stock: 1, booked: 0, turnaround_days: 1, clashes: [] }) as never };
      }
      if (params.url === "/api/leases-by-product/7") {
        const rows = byProduct(query);
        return { data: { data: rows, total: rows.length, current_page: 1, per_page: 7, last_page: 1 } as never };
      }
      return memory.dataProvider.custom!(params);
    },
  };
  render(
    <EngineHarness routerBindings={false} path="/urun-yonetimi" schemas={[]} dataProvider={dataProvider}>
      <LeasingButtons product={product} />
    </EngineHarness>,
  );
  return { calls, creates };
};

const formItem = (dialog: HTMLElement, label: string): HTMLElement =>
  within(dialog).getByText(label, { selector: "label" }).closest(".ant-form-item") as HTMLElement;

/** Types a date the way the picker shows it (DD.MM.YYYY) and confirms it. */
const typeDate = (dialog: HTMLElement, label: string, iso: string) => {
  const input = within(formItem(dialog, label)).getByRole("textbox");
  const [year, month, day] = iso.split("-");
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: `${day}.${month}.${year}` } });
  fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
  fireEvent.blur(input);
};

const chooseClient = async (dialog: HTMLElement) => {
  fireEvent.mouseDown(within(formItem(dialog, "Müşteri")).getByRole("combobox"));
  fireEvent.click(await screen.findByTitle("Ayşe Yılmaz", {}, slow));
};

beforeAll(() => preloadPages("create"));

describe("'Kirala' on a product", () => {
  it("starts at the product's rent price, shows the clashing bookings before saving and says the server's 409 in the modal", async () => {
    const api = createApi({
      availability: {
        available: false,
        stock: 1,
        booked: 1,
        turnaround_days: 1,
        clashes: [{ lease_id: 3, kind: "lease", issue_date: "2026-12-12", delivery_date: "2026-12-14", piece: 1 }],
      },
      create: () => {
        throw { statusCode: 409, message: REFUSAL, errors: {} };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Kirala" }, slow));
    const dialog = await screen.findByRole("dialog", {}, slow);
    await within(dialog).findByText("Müşteri", { selector: "label" }, slow);
    const total = formItem(dialog, "Toplam Tutar").querySelector("input") as HTMLInputElement;
    expect(total.value.replace(/\D/g, "")).toMatch(/^3000(00)?$/);
    await chooseClient(dialog);
    typeDate(dialog, "Kiralama Tarihi", "2026-12-13");
    typeDate(dialog, "Teslim Tarihi", "2026-12-15");
    const availability = await within(dialog).findByTestId("availability", {}, slow);
    expect(availability.textContent).toContain("Ürün bu tarihlerde müsait değil.");
    expect(availability.textContent).toContain("12-12-2026 – 14-12-2026 (1 adet)");
    expect(api.calls.find((call) => call.url === "/api/availability")?.query).toMatchObject({
      service_id: 7,
      issue_date: "2026-12-13",
      delivery_date: "2026-12-15",
      piece: 1,
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Kirala" }));
    expect((await within(dialog).findByTestId("booking-refusal", {}, slow)).textContent).toContain(REFUSAL);
    expect(api.creates[0]).toMatchObject({
      resource: "leases",
      variables: { service_id: 7, piece: 1, client_id: 9, issue_date: "2026-12-13", delivery_date: "2026-12-15", total_price: "3000.00" },
    });
    // Still open: the user may pick other days.
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("says the days are free and closes once the lease is saved", async () => {
    const api = createApi();
    fireEvent.click(await screen.findByRole("button", { name: "Kirala" }, slow));
    const dialog = await screen.findByRole("dialog", {}, slow);
    await within(dialog).findByText("Müşteri", { selector: "label" }, slow);
    await chooseClient(dialog);
    typeDate(dialog, "Kiralama Tarihi", "2026-12-20");
    typeDate(dialog, "Teslim Tarihi", "2026-12-22");
    expect((await within(dialog).findByTestId("availability", {}, slow)).textContent).toContain("Ürün bu tarihlerde müsait.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Kirala" }));
    await waitFor(() => expect(api.creates).toHaveLength(1), slow);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), slow);
  });
});

describe("'Kiralama Takvimi' on a product", () => {
  it("lists the product's bookings seven a page with DD-MM-YYYY dates and status tags, all, past or future", async () => {
    const api = createApi({
      byProduct: (query) =>
        query.filter === "past"
          ? [lease(1, { issue_date: "2026-01-03", delivery_date: "2026-01-05", status: "returned" })]
          : [lease(1, { issue_date: "2026-01-03", delivery_date: "2026-01-05", status: "returned" }), lease(2, { issue_date: "2026-12-24", delivery_date: "2026-12-27", status: "active" })],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Kiralama Takvimi" }, slow));
    const dialog = await screen.findByRole("dialog", {}, slow);
    const future = (await within(dialog).findByText("24-12-2026", {}, slow)).closest("tr") as HTMLElement;
    expect(within(future).getByText("27-12-2026")).toBeTruthy();
    expect(within(future).getByText("Kirada").className).toContain("ant-tag");
    expect(await within(future).findByText("Ayşe Yılmaz", {}, slow)).toBeTruthy();
    expect(within(within(dialog).getByText("03-01-2026").closest("tr") as HTMLElement).getByText("Teslim Alındı")).toBeTruthy();
    expect(api.calls.find((call) => call.url === "/api/leases-by-product/7")?.query).toEqual({ page: 1, perPage: 7, filter: "all" });
    fireEvent.click(within(dialog).getByText("Geçmiş"));
    await waitFor(() => expect(within(dialog).queryByText("24-12-2026")).toBeNull(), slow);
    expect(api.calls.filter((call) => call.url === "/api/leases-by-product/7").at(-1)?.query).toEqual({ page: 1, perPage: 7, filter: "past" });
    fireEvent.click(within(dialog).getByText("Gelecek"));
    await waitFor(() => expect(api.calls.filter((call) => call.url === "/api/leases-by-product/7").at(-1)?.query).toMatchObject({ filter: "future" }));
  });

  it("offers neither for a service", async () => {
    render(
      <EngineHarness routerBindings={false} path="/urun-yonetimi" schemas={[]}>
        <LeasingButtons product={{ ...product, is_service: true }} />
        <span>ready</span>
      </EngineHarness>,
    );
    await screen.findByText("ready");
    expect(screen.queryByRole("button", { name: "Kirala" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Kiralama Takvimi" })).toBeNull();
  });
});
