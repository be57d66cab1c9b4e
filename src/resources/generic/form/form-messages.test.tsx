// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routesFor } from "../..";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import type { ResourceSchema } from "../../../engine";
import { announces } from "../../../schemas/announces.schema";
import { clients } from "../../../schemas/clients.schema";
import { definitions } from "../../../schemas/definitions.schema";
import { employees } from "../../../schemas/employees.schema";
import { preloadPages } from "../../../../tests/preload-pages";

const renderPage = (schemas: readonly ResourceSchema[], path: string) => {
  const memory = createMemoryDataProvider(schemas, { definitions: [], clients: [], announces: [], employees: [] });
  render(
    <EngineHarness routerBindings={false} path={path} dataProvider={memory.dataProvider}>
      <Routes>{routesFor(schemas, {})}</Routes>
    </EngineHarness>,
  );
  return memory;
};

beforeAll(() => preloadPages("create"));

describe("form messages and presets", () => {
  it("words a failed announcement as the spec's one message", async () => {
    renderPage([announces] as unknown as ResourceSchema[], "/duyuru-ekle");
    fireEvent.click(await screen.findByRole("button", { name: /Kaydet/ }));
    expect(await screen.findByText("Başlık ve Açıklama Kısmını Doldurunuz!")).toBeTruthy();
  });

  it("says 'Prim Değeriniz Hatalı!' on a commission of 150 before sending, and keeps the 150 typed (no silent clamp)", async () => {
    const memory = renderPage([employees] as unknown as ResourceSchema[], "/calisan-olustur");
    fireEvent.change(await screen.findByRole("textbox", { name: /Ad Soyad/ }), { target: { value: "Zeynep Çalışkan" } });
    const commission = screen.getByRole("spinbutton", { name: /Prim/ });
    fireEvent.change(commission, { target: { value: "150" } });
    fireEvent.blur(commission);
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    const item = commission.closest(".ant-form-item") as HTMLElement;
    expect(await within(item).findByText("Prim Değeriniz Hatalı!")).toBeTruthy();
    expect((commission as HTMLInputElement).value).toBe("150");
    expect(memory.rows.employees).toEqual([]);
  });

  it("quick-creates a client category as a client-categories definition, without offering the type", async () => {
    const memory = renderPage([clients, definitions] as unknown as ResourceSchema[], "/musteri-olustur");
    const category = (await screen.findByText("Kategori", { selector: "label" })).closest(".ant-form-item") as HTMLElement;
    fireEvent.click(within(category).getByRole("button", { name: "Yeni Ekle" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByText("Türü", { selector: "label" })).toBeNull();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Adı/ }), { target: { value: "Gelin" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(memory.rows.definitions).toEqual([expect.objectContaining({ name: "Gelin", type: "client-categories" })]));
  });
});
