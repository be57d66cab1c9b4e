// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routesFor } from "../..";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import type { ResourceSchema } from "../../../engine";
import { clients } from "../../../schemas/clients.schema";
import { suppliers } from "../../../schemas/suppliers.schema";
import { preloadPages } from "../../../../tests/preload-pages";

/** The shipped client and supplier schemas through the generated pages (no custom page overrides). */
const parties = [clients, suppliers] as unknown as ResourceSchema[];

const renderPage = (path: string) => {
  const memory = createMemoryDataProvider(parties, {
    definitions: [{ id: 7, name: "VIP", type: "client-categories" }],
    clients: [],
    suppliers: [],
  });
  render(
    <EngineHarness routerBindings={false} path={path} dataProvider={memory.dataProvider}>
      <Routes>{routesFor(parties, {})}</Routes>
    </EngineHarness>,
  );
  return memory;
};

const label = (text: string) => screen.queryByText(text, { selector: "label" });
const formItem = (text: string): HTMLElement => screen.getByText(text, { selector: "label" }).closest(".ant-form-item") as HTMLElement;
const type = (text: string, value: string) => fireEvent.change(within(formItem(text)).getByRole("textbox"), { target: { value } });

/** Opens a Select, narrows it by typing when it is searchable, and clicks the option. */
const choose = async (text: string, search: string | null, option: string) => {
  const box = within(formItem(text)).getByRole("combobox");
  fireEvent.mouseDown(box);
  if (search !== null) fireEvent.change(box, { target: { value: search } });
  fireEvent.click(await screen.findByTitle(option));
};

const selected = (text: string): string | null => formItem(text).querySelector(".ant-select-selection-item")?.textContent ?? null;
const submit = () => fireEvent.click(screen.getByRole("button", { name: /Kaydet|Save/ }));

beforeAll(() => preloadPages("create"));

describe("client form: fields per type (x-ui.visibleWhen)", () => {
  it("shows identity and groom fields for a person, company and tax fields for a business", async () => {
    renderPage("/musteri-olustur");
    expect(await screen.findByText("Müşteri Oluştur")).toBeTruthy();
    expect(label("TC Kimlik No")).not.toBeNull();
    expect(label("Damat Ad Soyad")).not.toBeNull();
    expect(label("Vergi No")).toBeNull();

    await choose("Tür", null, "Firma");
    await waitFor(() => expect(label("Vergi No")).not.toBeNull());
    expect(label("Firma Adı")).not.toBeNull();
    expect(label("TC Kimlik No")).toBeNull();
    expect(label("Damat Ad Soyad")).toBeNull();
  });

  it("neither checks nor sends what a person typed once the type is business, and says so with the client's own toast", async () => {
    const memory = renderPage("/musteri-olustur");
    await screen.findByText("Müşteri Oluştur");
    type("TC Kimlik No", "123");
    await choose("Tür", null, "Firma");
    await waitFor(() => expect(label("Vergi No")).not.toBeNull());
    type("Ad Soyad", "Ayşe Kaya");
    type("Firma Adı", "Kaya Gelinlik");
    type("Vergi Dairesi", "Kadıköy");
    type("Vergi No", "4540536920");
    await choose("Kategori", null, "VIP");
    submit();
    await waitFor(() => expect(memory.rows.clients).toHaveLength(1));
    const saved = memory.rows.clients[0];
    expect(saved).toMatchObject({ type: "business", full_name: "Ayşe Kaya", tax_no: "4540536920", category_id: 7, country: "Türkiye" });
    expect(saved).not.toHaveProperty("identity_number");
    expect(await screen.findByText("Müşteri başarıyla oluşturuldu!")).toBeTruthy();
  });
});

describe("city and county", () => {
  it("picks a province and one of its districts in Türkiye; another city or country empties what depended on it", async () => {
    renderPage("/tedarikci-olustur");
    await screen.findByText("Tedarikçi Oluştur");
    await choose("İl", "izm", "İzmir");
    await choose("İlçe", "born", "Bornova");
    expect(selected("İlçe")).toBe("Bornova");

    // Only İzmir's districts are offered.
    fireEvent.mouseDown(within(formItem("İlçe")).getByRole("combobox"));
    fireEvent.change(within(formItem("İlçe")).getByRole("combobox"), { target: { value: "Kadı" } });
    await waitFor(() => expect(screen.queryByTitle("Kadıköy")).toBeNull());

    await choose("İl", "ank", "Ankara");
    await waitFor(() => expect(selected("İlçe")).toBeNull());
    expect(selected("İl")).toBe("Ankara");

    await choose("Ülke", null, "Almanya");
    // Outside Türkiye both are typed text, and the Turkish city is gone.
    await waitFor(() => expect(within(formItem("İl")).getByRole("textbox")).toHaveProperty("value", ""));
    expect(within(formItem("İlçe")).getByRole("textbox")).toHaveProperty("value", "");
  });
});
