// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { sampleSchemas } from "../../../engine/__fixtures__/sample.schema";
import { sampleRows } from "../../../engine/__fixtures__/sample.rows";
import { preloadPages } from "../../../../tests/preload-pages";

beforeAll(() => preloadPages("show"));

describe("generated show page", () => {
  it("shows every property by its widget, HTML as markup", async () => {
    const { container } = render(<EngineHarness routerBindings={false} path="/ornek/40" />);
    expect(await screen.findByText("Emre Aydın 40")).toBeTruthy();
    expect(screen.getByText("Örnek Detayı")).toBeTruthy();
    expect(screen.getByText("Vergi No")).toBeTruthy();
    expect(screen.getByText("₺50.000,50")).toBeTruthy();
    expect(container.querySelector("strong")?.textContent).toBe("cumartesi");
    expect(screen.getByText("TR33 0006 1005 1978 6457 8413 26")).toBeTruthy();
    await waitFor(() => expect(container.querySelector(".refine-edit-button")?.getAttribute("title")).toBe("Düzenle"));
    expect(container.querySelector(".refine-delete-button")?.getAttribute("title")).toBe("Sil");
  });

  it("answers a refused page with the 403 result", async () => {
    render(<EngineHarness routerBindings={false} path="/ornek/40" deny={["show"]} />);
    expect(await screen.findByText("Bu sayfayı görüntüleme yetkiniz yok.")).toBeTruthy();
  });

  it("answers a missing record with a not-found result and a way back to the list", async () => {
    render(<EngineHarness routerBindings={false} path="/ornek/99999" />);
    expect(await screen.findByText("Kayıt Bulunamadı")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Listeye Dön" }).getAttribute("href")).toBe("/ornekler");
  });
});

describe("document title of a refused page", () => {
  it("is the 403 title, not the refused page's", async () => {
    render(<EngineHarness routerBindings={false} path="/ornek/40" deny={["show"]} />);
    await screen.findByText("Bu sayfayı görüntüleme yetkiniz yok.");
    expect(document.title).toBe("Yetkisiz Erişim | Gelinlik Yönetim Paneli");
  });
});

describe("show page and the engine's second step", () => {
  it("lists the record's child rows (x-resource.parent) under it and adds one there", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
    render(<EngineHarness routerBindings={false} path="/ornek/40" dataProvider={memory.dataProvider} />);
    const children = (await screen.findByText("Provalar")).closest(".ant-card") as HTMLElement;
    expect(await within(children).findByText("İlk prova")).toBeTruthy();
    expect(within(children).getByText("Ölçü alma")).toBeTruthy();
    // Another sample's fitting and a binned one are not this record's children.
    expect(within(children).queryByText("Kumaş seçimi")).toBeNull();
    expect(within(children).queryByText("İptal edilen prova")).toBeNull();
    const asked = memory.listRequests.filter((request) => request.resource === "sample-fittings");
    expect(asked.at(-1)?.meta.parent).toEqual({ resource: "sample", id: "40", path: "provalar", field: "sample_id" });

    fireEvent.click(within(children).getByRole("button", { name: "Prova Ekle" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(await within(dialog).findByRole("textbox", { name: "Başlık" }), { target: { value: "Düğün öncesi prova" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    expect(await within(children).findByText("Düğün öncesi prova")).toBeTruthy();
    expect(memory.rows["sample-fittings"].at(-1)).toMatchObject({ title: "Düğün öncesi prova", sample_id: "40" });
  });

  it("offers the edit button and the declared actions only where the record's _can allows them", async () => {
    const view = render(<EngineHarness routerBindings={false} path="/ornek-prova/1" />);
    expect(await screen.findByRole("button", { name: "Tamamla" })).toBeTruthy();
    await waitFor(() => expect(view.container.querySelector(".refine-edit-button")).not.toBeNull());
    view.unmount();

    const done = render(<EngineHarness routerBindings={false} path="/ornek-prova/3" />);
    await screen.findByText("Ölçü alma");
    // Deleting is still allowed, so once its button is there the page has decided.
    await waitFor(() => expect(done.container.querySelector(".refine-delete-button")).not.toBeNull());
    expect(done.container.querySelector(".refine-edit-button")).toBeNull();
    expect(screen.queryByRole("button", { name: "Tamamla" })).toBeNull();
  });
});

describe("deleting from the show page", () => {
  it("goes back to the list, where the record is gone", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
    const view = render(<EngineHarness routerBindings={false} path="/ornek/40" dataProvider={memory.dataProvider} />);
    await screen.findByText("Emre Aydın 40");
    const remove = await waitFor(() => view.container.querySelector(".refine-delete-button") as HTMLElement);
    fireEvent.click(remove);
    fireEvent.click(await screen.findByRole("button", { name: "Tamam" }));
    expect(await screen.findByRole("heading", { name: "Örnekler" })).toBeTruthy();
    expect(memory.rows.sample.some((row) => row.id === 40)).toBe(false);
    expect(screen.queryByText("Örnek Detayı")).toBeNull();
  });
});
