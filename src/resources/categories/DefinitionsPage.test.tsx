// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { useCan, type BaseRecord, type DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { EngineHarness, type HarnessOptions } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import type { ResourceSchema } from "../../engine";
import { schemas } from "../../schemas";
import { categories } from "../../schemas/categories.schema";
import { routesFor } from "..";

const registered = schemas as readonly ResourceSchema[];
const slow = { timeout: 5000 };
const at = "2026-03-01T10:00:00.000Z";

const seedRows = (): Record<string, BaseRecord[]> => ({
  categories: [
    { id: 1, name: "GELİNLİK", type: "product-categories", cannot_delete: true, created_at: at },
    { id: 2, name: "KINALIK", type: "product-categories", cannot_delete: true, created_at: at },
    { id: 3, name: "ABİYE", type: "product-categories", cannot_delete: false, created_at: at },
    { id: 4, name: "Pronovias", type: "product-brands", cannot_delete: false, created_at: at },
    { id: 5, name: "Prenses", type: "product-alt-categories", parent_id: 1, cannot_delete: false, created_at: at },
  ],
  definitions: [
    { id: 11, name: "VIP Müşteri", type: "client-categories", content: "", created_at: at },
    { id: 12, name: "Kira Geliri", type: "income-categories", content: "", created_at: at },
  ],
});

const createApi = (rows = seedRows(), overrides: Partial<DataProvider> = {}) => {
  const memory = createMemoryDataProvider(registered, rows);
  return { ...memory, dataProvider: { ...memory.dataProvider, ...overrides } };
};

/** A mark once access control has answered `action` on categories: the same question the page asks. */
const AccessAnswered = ({ action }: { action: string }) => {
  const { data } = useCan({ resource: "categories", action });
  return data ? <span data-testid={`access-${action}`} /> : null;
};

const renderPage = (api = createApi(), options: Partial<HarnessOptions> = {}, path = "/tanimlamalar") => {
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider} {...options}>
      <AccessAnswered action="create" />
      <AccessAnswered action="delete" />
      <Routes>{routesFor([categories as unknown as ResourceSchema])}</Routes>
    </EngineHarness>,
  );
  return api;
};

/** The table row that shows `text` (a closed form's select may still name it too). */
const rowOf = async (text: string) => {
  const found = await screen.findAllByText(text, {}, slow);
  return found.map((element) => element.closest("tr")).find((row) => row !== null) as HTMLElement;
};

describe("Tanımlamalar", () => {
  it("shows the three tabs and opens on product categories, 15 a page, without brands or sub-categories", async () => {
    const api = renderPage();
    expect(await screen.findByRole("tab", { name: "Kategoriler" }, slow)).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Tanımlar" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Ürün Alt Kategorileri" })).toBeTruthy();
    expect(await screen.findByText("ABİYE", {}, slow)).toBeTruthy();
    expect(screen.queryByText("Pronovias")).toBeNull();
    expect(screen.queryByText("Prenses")).toBeNull();
    const request = api.listRequests.find((candidate) => candidate.resource === "categories");
    expect(request).toMatchObject({ page: 1, perPage: 15, filters: [{ field: "type", operator: "eq", value: "product-categories" }] });
  });

  it("switches to brands with the type filter", async () => {
    renderPage();
    await screen.findByText("ABİYE", {}, slow);
    fireEvent.click(screen.getByText("Markalar"));
    expect(await screen.findByText("Pronovias")).toBeTruthy();
    expect(screen.queryByText("ABİYE")).toBeNull();
    expect(screen.getByRole("button", { name: /Marka Ekle/ })).toBeTruthy();
  });

  it("offers no delete for protected categories and no edit for any category", async () => {
    renderPage();
    const own = await rowOf("ABİYE");
    await waitFor(() => expect(within(own).getByRole("button", { name: "Sil" })).toBeTruthy());
    const seeded = await rowOf("GELİNLİK");
    expect(within(seeded).queryAllByRole("button")).toHaveLength(0);
    expect(within(seeded).getByLabelText("Sistem kategorisi, silinemez")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Düzenle" })).toBeNull();
  });

  it("asks 'Kayıt silinecektir, emin misiniz?' with Tamam and Vazgeç before deleting", async () => {
    const api = renderPage();
    const own = await rowOf("ABİYE");
    fireEvent.click(await within(own).findByRole("button", { name: "Sil" }));
    const confirmation = (await screen.findByText("Kayıt silinecektir, emin misiniz?")).closest(".ant-popover") as HTMLElement;
    expect(within(confirmation).getByRole("button", { name: "Vazgeç" })).toBeTruthy();
    fireEvent.click(within(confirmation).getByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(api.rows.categories.map((row) => row.name)).not.toContain("ABİYE"));
    await waitFor(() => expect(screen.queryByText("ABİYE")).toBeNull());
  });

  it("shows the server's message when it refuses the delete", async () => {
    const refusal = "Bu kayıt sistemle birlikte geldiği için silinemez.";
    const api = createApi(seedRows(), { deleteOne: () => Promise.reject({ statusCode: 409, message: refusal }) });
    renderPage(api);
    const own = await rowOf("ABİYE");
    fireEvent.click(await within(own).findByRole("button", { name: "Sil" }));
    fireEvent.click(await screen.findByRole("button", { name: "Tamam" }));
    expect(await screen.findByText(refusal, {}, slow)).toBeTruthy();
  });

  it("says that no category has been added yet", async () => {
    renderPage(createApi({ categories: [], definitions: [] }));
    expect(await screen.findByText("Henüz kategori eklenmemiş!", {}, slow)).toBeTruthy();
  });

  it("creates a category of the chosen type", async () => {
    const api = renderPage();
    await screen.findByText("ABİYE", {}, slow);
    fireEvent.click(screen.getByRole("button", { name: /Kategori Ekle/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Adı"), { target: { value: "KAFTAN" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(api.rows.categories.find((row) => row.name === "KAFTAN")).toMatchObject({ type: "product-categories" }));
  });

  it("creates a brand from the brands view, without offering the type", async () => {
    const api = renderPage();
    await screen.findByText("ABİYE", {}, slow);
    fireEvent.click(screen.getByText("Markalar"));
    fireEvent.click(await screen.findByRole("button", { name: "Marka Ekle" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByText("Türü", { selector: "label" })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Adı"), { target: { value: "Rosa Clará" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(api.rows.categories.find((row) => row.name === "Rosa Clará")).toMatchObject({ type: "product-brands" }));
    expect(await screen.findByText("Rosa Clará", {}, slow)).toBeTruthy();
    // The toast names a brand, not a category.
    expect(await screen.findByText("Marka başarıyla oluşturuldu")).toBeTruthy();
    expect(screen.queryByText(/Kategori başarıyla/)).toBeNull();
  });

  it("refuses the page to users who may not list categories (no definition_permission)", async () => {
    const api = renderPage(createApi(), { deny: ["categories:list"] });
    expect(await screen.findByText("Bu sayfayı görüntüleme yetkiniz yok.", {}, slow)).toBeTruthy();
    expect(api.listRequests).toEqual([]);
  });

  it("hides adding and deleting from users who may not write", async () => {
    renderPage(createApi(), { deny: ["create", "delete"] });
    const own = await rowOf("ABİYE");
    await screen.findByTestId("access-create");
    await screen.findByTestId("access-delete");
    expect(within(own).queryAllByRole("button")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: /Kategori Ekle/ })).toBeNull();
  });
});

describe("Tanımlamalar: definitions tab", () => {
  it("lists definitions with their type, edits one in a modal and deletes with the confirmation", async () => {
    const api = renderPage(createApi(), {}, "/tanimlamalar?sekme=tanimlar");
    const row = await rowOf("VIP Müşteri");
    expect(within(row).getByText("Müşteri Kategorisi")).toBeTruthy();

    fireEvent.click(await within(row).findByRole("button", { name: "Düzenle" }));
    const dialog = await screen.findByRole("dialog");
    const name = (await within(dialog).findByDisplayValue("VIP Müşteri", {}, slow)) as HTMLInputElement;
    fireEvent.change(name, { target: { value: "Sadık Müşteri" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(api.rows.definitions.find((item) => item.id === 11)?.name).toBe("Sadık Müşteri"));

    const income = await rowOf("Kira Geliri");
    fireEvent.click(await within(income).findByRole("button", { name: "Sil" }));
    expect(await screen.findByText("Kayıt silinecektir, emin misiniz?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(api.rows.definitions.map((item) => item.name)).not.toContain("Kira Geliri"));
  });

  it("says that no definition has been added yet", async () => {
    renderPage(createApi({ categories: [], definitions: [] }), {}, "/tanimlamalar?sekme=tanimlar");
    expect(await screen.findByText("Henüz tanım eklenmemiş!", {}, slow)).toBeTruthy();
  });
});

describe("Tanımlamalar: sub-categories tab", () => {
  it("lists each product category's sub-categories in its row, all of them from one request", async () => {
    const customUrls: string[] = [];
    const memory = createApi();
    const api = createApi(seedRows(), {
      custom: (params) => {
        customUrls.push(params.url);
        return memory.dataProvider.custom!(params);
      },
    });
    renderPage(api, {}, "/tanimlamalar?sekme=alt-kategoriler");
    const dresses = await rowOf("GELİNLİK");
    expect(await within(dresses).findByText("Prenses")).toBeTruthy();
    const henna = await rowOf("KINALIK");
    expect(await within(henna).findByText("Henüz alt kategori eklenmemiş!")).toBeTruthy();
    expect(screen.queryByText("Pronovias")).toBeNull();
    // Not one list request per product category: the sub-categories come from GET /alt-categories once.
    const perParent = api.listRequests.filter((request) => request.filters.some((filter) => "field" in filter && filter.field === "parent_id"));
    expect(perParent).toEqual([]);
    expect(customUrls).toEqual(["/api/alt-categories"]);
  });

  it("deletes a sub-category from its row after the confirmation, and the row shows it gone", async () => {
    const api = renderPage(createApi(), {}, "/tanimlamalar?sekme=alt-kategoriler");
    const princess = await rowOf("Prenses");
    fireEvent.click(await within(princess).findByRole("button", { name: "Sil" }));
    const confirmation = (await screen.findByText("Kayıt silinecektir, emin misiniz?")).closest(".ant-popover") as HTMLElement;
    fireEvent.click(within(confirmation).getByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(api.rows.categories.map((row) => row.name)).not.toContain("Prenses"));
    expect(await within(await rowOf("GELİNLİK")).findByText("Henüz alt kategori eklenmemiş!", {}, slow)).toBeTruthy();
  });

  it("adds a sub-category under the product category of its row", async () => {
    const api = renderPage(createApi(), {}, "/tanimlamalar?sekme=alt-kategoriler");
    const henna = await rowOf("KINALIK");
    fireEvent.click(await within(henna).findByRole("button", { name: "Alt Kategori Ekle" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Adı"), { target: { value: "Bindallı" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() =>
      expect(api.rows.categories.find((row) => row.name === "Bindallı")).toMatchObject({ type: "product-alt-categories", parent_id: 2 }),
    );
    expect(await within(await rowOf("KINALIK")).findByText("Bindallı", {}, slow)).toBeTruthy();
  });

  it("asks for the product category when a sub-category is added from the toolbar", async () => {
    const api = renderPage(createApi(), {}, "/tanimlamalar?sekme=alt-kategoriler");
    await rowOf("KINALIK");
    fireEvent.click(screen.getAllByRole("button", { name: /Alt Kategori Ekle/ })[0]);
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Adı"), { target: { value: "Bindallı" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    expect(await within(dialog).findByText("Bu alan zorunludur.")).toBeTruthy();
    expect(api.rows.categories.some((row) => row.name === "Bindallı")).toBe(false);
  });

  it("adds a sub-category from the toolbar under the product category chosen in the form, offering only product categories", async () => {
    const api = renderPage(createApi(), {}, "/tanimlamalar?sekme=alt-kategoriler");
    await rowOf("KINALIK");
    fireEvent.click(screen.getAllByRole("button", { name: /Alt Kategori Ekle/ })[0]);
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Adı"), { target: { value: "Bindallı" } });
    const parent = within(dialog).getByText("Üst Kategori", { selector: "label" }).closest(".ant-form-item") as HTMLElement;
    fireEvent.mouseDown(within(parent).getByRole("combobox"));
    const henna = await screen.findByTitle("KINALIK", {}, slow);
    const dropdown = henna.closest(".ant-select-dropdown") as HTMLElement;
    // Only product categories may hold sub-categories: no brand, no sub-category is offered.
    expect(within(dropdown).getByTitle("GELİNLİK")).toBeTruthy();
    expect(within(dropdown).queryByTitle("Pronovias")).toBeNull();
    expect(within(dropdown).queryByTitle("Prenses")).toBeNull();
    fireEvent.click(henna);
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() =>
      expect(api.rows.categories.find((row) => row.name === "Bindallı")).toMatchObject({ type: "product-alt-categories", parent_id: 2 }),
    );
    expect(await within(await rowOf("KINALIK")).findByText("Bindallı", {}, slow)).toBeTruthy();
  });
});
