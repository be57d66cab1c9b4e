// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider, STALE_VERSION } from "../../../engine/__fixtures__/memory-data-provider";
import { sampleSchemas } from "../../../engine/__fixtures__/sample.schema";
import { sampleRows } from "../../../engine/__fixtures__/sample.rows";
import { preloadPages } from "../../../../tests/preload-pages";
import { ResourceFormModal } from "./ResourceFormModal";

const fittings = (memory: ReturnType<typeof createMemoryDataProvider>) => memory.rows["sample-fittings"];

const renderModal = () => {
  const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
  render(
    <EngineHarness routerBindings={false} path="/" dataProvider={memory.dataProvider}>
      <ResourceFormModal resource="sample-fittings" action="edit" id={1} presets={{ sample_id: 40 }} open onClose={() => undefined} />
    </EngineHarness>,
  );
  return memory;
};

beforeAll(() => preloadPages("edit"));

describe("optimistic versions in the edit modal", () => {
  it("sends the version the form was filled from", async () => {
    const memory = renderModal();
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(await within(dialog).findByDisplayValue("İlk prova"), { target: { value: "İlk prova (ertelendi)" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    // The memory API, like the server, takes version 1 and answers version 2.
    await waitFor(() => expect(fittings(memory)[0]).toMatchObject({ title: "İlk prova (ertelendi)", version: 2 }));
  });

  it("shows the server's message when someone else saved meanwhile, and keeps what the user typed", async () => {
    const memory = renderModal();
    const dialog = await screen.findByRole("dialog");
    const title = await within(dialog).findByDisplayValue("İlk prova");
    Object.assign(fittings(memory)[0], { title: "Başkasının provası", version: 2 });
    fireEvent.change(title, { target: { value: "Benim provam" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    expect(await within(dialog).findByText(STALE_VERSION)).toBeTruthy();
    expect(within(dialog).getByDisplayValue("Benim provam")).toBeTruthy();
    expect(fittings(memory)[0]).toMatchObject({ title: "Başkasının provası", version: 2 });
    // Reloading drops the typed values for the record as it is now.
    fireEvent.click(within(dialog).getByRole("button", { name: "Yenile" }));
    expect(await within(dialog).findByDisplayValue("Başkasının provası")).toBeTruthy();
    expect(within(dialog).queryByText(STALE_VERSION)).toBeNull();
  });
});

describe("a record its rules no longer let anyone change", () => {
  it("gets no edit form, only the reason and the way back", async () => {
    render(<EngineHarness routerBindings={false} path="/ornek-prova-duzenle/3" />);
    expect(await screen.findByText("Bu kayıt artık değiştirilemez.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Kaydet/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Listeye Dön" }).getAttribute("href")).toBe("/ornek-provalar");
  });
});
