// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { sampleSchemas } from "../../../engine/__fixtures__/sample.schema";
import { sampleLocale } from "../../../engine/__fixtures__/sample.locale";
import { sampleRows } from "../../../engine/__fixtures__/sample.rows";
import { preloadPages } from "../../../../tests/preload-pages";

const IN_USE = "Bu kayıt başka kayıtlarda kullanıldığı için değiştirilemez veya silinemez.";

const renderBin = (overrides: Partial<DataProvider> = {}, deny: string[] = []) => {
  const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
  render(<EngineHarness routerBindings={false} path="/ornek-prova-cop-kutusu" dataProvider={{ ...memory.dataProvider, ...overrides }} deny={deny} />);
  return memory;
};

const binned = (memory: ReturnType<typeof createMemoryDataProvider>) => memory.rows["sample-fittings"].find((row) => row.id === 4);
const row = () => screen.getByText("İptal edilen prova").closest("tr") as HTMLElement;

beforeAll(() => preloadPages("bin"));

describe("generated bin page", () => {
  it("lists only the deleted rows, asking the bin", async () => {
    const memory = renderBin();
    expect(await screen.findByText("İptal edilen prova")).toBeTruthy();
    expect(screen.getByText("Provalar: Çöp Kutusu")).toBeTruthy();
    expect(screen.queryByText("İlk prova")).toBeNull();
    expect(memory.listRequests.filter((request) => request.resource === "sample-fittings").every((request) => request.meta.bin === true)).toBe(true);
  });

  it("titles the browser tab with the bin's title and the product name", async () => {
    renderBin();
    await waitFor(() => expect(document.title).toBe("Provalar: Çöp Kutusu | Gelinlik Yönetim Paneli"));
  });

  it("restores a row: it leaves the bin", async () => {
    const memory = renderBin();
    fireEvent.click(await within(await waitFor(row)).findByRole("button", { name: /Geri Yükle/ }));
    await waitFor(() => expect(screen.queryByText("İptal edilen prova")).toBeNull());
    expect(binned(memory)?.deleted_at).toBeUndefined();
  });

  it("purges a row only after the confirmation", async () => {
    const memory = renderBin();
    fireEvent.click(await within(await waitFor(row)).findByRole("button", { name: /Kalıcı Olarak Sil/ }));
    expect(await screen.findByText("Kayıt kalıcı olarak silinecek ve geri getirilemeyecektir, emin misiniz?")).toBeTruthy();
    expect(binned(memory)).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(screen.queryByText("İptal edilen prova")).toBeNull());
    expect(binned(memory)).toBeUndefined();
  });

  it("shows the server's message when the purge is refused (other rows still point at it)", async () => {
    const memory = renderBin({
      custom: async (params) => {
        if (params.url.endsWith("/purge")) throw { statusCode: 409, message: IN_USE };
        return createMemoryDataProvider(sampleSchemas, sampleRows()).dataProvider.custom!(params);
      },
    });
    fireEvent.click(await within(await waitFor(row)).findByRole("button", { name: /Kalıcı Olarak Sil/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Tamam" }));
    expect(await screen.findByText(IN_USE)).toBeTruthy();
    expect(screen.getByText("İptal edilen prova")).toBeTruthy();
    expect(binned(memory)).toBeDefined();
  });

  it("shows the bin's counters from its answer as cards", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
    renderBin({ getList: async (params) => ({ ...(await memory.dataProvider.getList(params)), counters: { total: 1234, active: 1 } }) as never });
    const cards = await screen.findByTestId("bin-counters");
    await waitFor(() => expect(within(cards).getByText("1.234")).toBeTruthy());
    expect(within(cards).getByText("1")).toBeTruthy();
  });

  it("sends a declared toggle's parameters with the bin's request while its box is checked", async () => {
    const memory = renderBin();
    expect(await screen.findByText("İptal edilen prova")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox"));
    await waitFor(() => expect(screen.queryByText("İptal edilen prova")).toBeNull());
    expect(memory.listRequests.at(-1)?.filters).toContainEqual({ field: "is_active", operator: "eq", value: false });
    expect(memory.listRequests.at(-1)?.meta.bin).toBe(true);
  });

  it("asks the resource's own restore question before restoring, where it words one", async () => {
    // The fixture's texts word no bin question; this test lends its resource one.
    const texts = sampleLocale["sample-fittings"] as Record<string, unknown>;
    texts.bin = { confirmRestore: "Prova geri yüklenecektir, emin misiniz?" };
    try {
      const memory = renderBin();
      fireEvent.click(await within(await waitFor(row)).findByRole("button", { name: /Geri Yükle/ }));
      expect(await screen.findByText("Prova geri yüklenecektir, emin misiniz?")).toBeTruthy();
      expect(binned(memory)?.deleted_at).toBeDefined();
      fireEvent.click(screen.getByRole("button", { name: "Tamam" }));
      await waitFor(() => expect(binned(memory)?.deleted_at).toBeUndefined());
    } finally {
      delete texts.bin;
    }
  });

  it("is refused to users who may not delete the resource's rows", async () => {
    renderBin({}, ["sample-fittings:delete"]);
    expect(await screen.findByText("Bu sayfayı görüntüleme yetkiniz yok.")).toBeTruthy();
  });
});
