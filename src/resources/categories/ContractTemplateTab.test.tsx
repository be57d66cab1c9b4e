// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routesFor } from "..";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import type { ResourceSchema } from "../../engine";
import { schemas } from "../../schemas";
import { categories } from "../../schemas/categories.schema";
import { withoutLayout } from "../../widgets/html/without-layout";

const registered = schemas as readonly ResourceSchema[];

beforeAll(withoutLayout);

/** The memory API with the templates' spec addresses: the shop has saved its lease template only. */
const createApi = () => {
  const memory = createMemoryDataProvider(registered, { categories: [], definitions: [] });
  const saved: Record<string, string> = { lease: "<p>Kira: {musteri}</p>" };
  const posts: { url: string; payload: unknown }[] = [];
  const dataProvider = {
    ...memory.dataProvider,
    custom: async (params: { url: string; method: string; payload?: unknown }) => {
      const read = /\/profile\/(\w+)-contract$/.exec(params.url);
      if (params.method === "get" && read) {
        const kind = read[1];
        return { data: { kind, content: saved[kind] ?? `<h2>VARSAYILAN ${kind}</h2>`, custom: kind in saved, placeholders: [] } as never };
      }
      const update = /\/profile\/update-(\w+)-contract$/.exec(params.url);
      if (params.method === "post" && update) {
        posts.push({ url: params.url, payload: params.payload });
        saved[update[1]] = (params.payload as { content: string }).content;
        return { data: { message: "Sözleşme Başarıyla Kaydedildi!" } as never };
      }
      return memory.dataProvider.custom!(params as never);
    },
  };
  return { dataProvider, posts };
};

const renderPage = (path: string, api = createApi()) => {
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider as never}>
      <Routes>{routesFor([categories as unknown as ResourceSchema])}</Routes>
    </EngineHarness>,
  );
  return api;
};

describe("Tanımlamalar's contract tabs", () => {
  it("offers the five contract editors between the definitions and the sub-categories", async () => {
    renderPage("/tanimlamalar");
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Kategoriler",
      "Tanımlar",
      "Satış Sözleşmesi",
      "Kiralama Sözleşmesi",
      "Sipariş Sözleşmesi",
      "Terzi Sözleşmesi",
      "Kuru Temizleme Sözleşmesi",
      "Ürün Alt Kategorileri",
    ]);
  });

  it("edits the shop's template with the placeholders as chips and saves it with the success toast", async () => {
    const api = renderPage("/tanimlamalar?sekme=kiralama-sozlesmesi");
    const editor = await screen.findByRole("textbox", { name: "Kiralama Sözleşmesi" });
    expect(editor.textContent).toBe("Kira: {musteri}");
    expect((editor.closest(".rich-text-editor-area") as HTMLElement).style.height).toBe("500px");
    fireEvent.click(screen.getByRole("button", { name: "Kapora" }));
    fireEvent.click(screen.getByRole("button", { name: "Kaydet" }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0].url).toMatch(/\/profile\/update-lease-contract$/);
    expect((api.posts[0].payload as { content: string }).content).toContain("{kapora}");
    expect(await screen.findByText("Sözleşme Başarıyla Kaydedildi!")).toBeTruthy();
  });

  it("shows the default template while the shop has none, and says so", async () => {
    renderPage("/tanimlamalar?sekme=terzi-sozlesmesi");
    const editor = await screen.findByRole("textbox", { name: "Terzi Sözleşmesi" });
    expect(editor.textContent).toBe("VARSAYILAN tailor");
    expect(screen.getByText(/Henüz kendi şablonunuz yok/)).toBeTruthy();
  });
});
