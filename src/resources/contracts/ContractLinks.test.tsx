// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { BaseRecord } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import type { ResourceSchema } from "../../engine";
import { schemas } from "../../schemas";
import { withoutLayout } from "../../widgets/html/without-layout";
import { ContractLinks } from "./ContractLinks";

const registered = schemas as readonly ResourceSchema[];
const TOKEN_A = "a".repeat(43);
const TOKEN_B = "b".repeat(43);

beforeAll(withoutLayout);

const seed = (): Record<string, BaseRecord[]> => ({
  contracts: [
    { id: 1, title: "Kiralama Sözleşmesi", kind: "lease", html: "<p>Kira metni</p>", process_id: 5, client_id: 9, public_token: TOKEN_A, created_at: "2026-11-24T10:00:00.000Z" },
    { id: 2, title: "Sipariş Sözleşmesi", kind: "order", html: "<p>Sipariş metni</p>", process_id: 5, client_id: 9, public_token: TOKEN_B, created_at: "2026-11-24T10:00:01.000Z" },
    { id: 3, title: "Eski Sözleşme", kind: "sales", html: "<p>Eski</p>", process_id: 6, client_id: 9, public_token: "c".repeat(43), created_at: "2024-12-01T10:00:00.000Z" },
  ],
});

/** The memory API with the spec's contract routes: each POST is recorded and answered as the server does. */
const createApi = () => {
  const memory = createMemoryDataProvider(registered, seed());
  const posts: { url: string; payload: unknown }[] = [];
  const dataProvider = {
    ...memory.dataProvider,
    custom: async (params: { url: string; method: string; payload?: unknown }) => {
      if (params.method === "post" && params.url.includes("/profile/order-contract/")) {
        posts.push({ url: params.url, payload: params.payload });
        const row = memory.rows.contracts.find((candidate) => String(candidate.id) === params.url.split("/").pop());
        if (row) row.html = (params.payload as { content: string }).content;
        return { data: { message: "Sözleşme Başarıyla Kaydedildi!" } as never };
      }
      if (params.method === "post" && params.url.includes("/profile/delete-order-contract/")) {
        posts.push({ url: params.url, payload: params.payload });
        memory.rows.contracts = memory.rows.contracts.filter((candidate) => String(candidate.id) !== params.url.split("/").pop());
        return { data: { message: "Sözleşme Başarıyla Silindi!" } as never };
      }
      return memory.dataProvider.custom!(params as never);
    },
  };
  return { dataProvider, posts, rows: memory.rows };
};

const renderLinks = (props: { processId?: number; clientId?: number }, api = createApi()) => {
  render(
    <EngineHarness routerBindings={false} path="/" schemas={[]} dataProvider={api.dataProvider as never}>
      <ContractLinks {...props} />
    </EngineHarness>,
  );
  return api;
};

const itemOf = async (title: string) => (await screen.findByText(title)).closest("li") as HTMLElement;

describe("ContractLinks", () => {
  it("lists the order's contracts, each printing at /sozlesme/<token> in a new tab", async () => {
    renderLinks({ processId: 5 });
    const lease = await itemOf("Kiralama Sözleşmesi");
    const print = within(lease).getByRole("link", { name: /Yazdır/ });
    expect(print.getAttribute("href")).toBe(`/sozlesme/${TOKEN_A}`);
    expect(print.getAttribute("target")).toBe("_blank");
    expect(screen.queryByText("Eski Sözleşme")).toBeNull();
    // The lease contract may be edited but not deleted; the order contract both.
    expect(within(lease).getByRole("button", { name: /Düzenle/ })).toBeTruthy();
    expect(within(lease).queryByRole("button", { name: /Sil/ })).toBeNull();
    expect(within(await itemOf("Sipariş Sözleşmesi")).getByRole("button", { name: /Sil/ })).toBeTruthy();
  });

  it("offers no edit for a contract made before 2024-12-03", async () => {
    renderLinks({ clientId: 9 });
    const old = await itemOf("Eski Sözleşme");
    expect(within(old).queryByRole("button", { name: /Düzenle/ })).toBeNull();
    expect(within(old).getByRole("link", { name: /Yazdır/ })).toBeTruthy();
  });

  it("edits a contract's text in the editor modal and saves it", async () => {
    const api = renderLinks({ processId: 5 });
    fireEvent.click(within(await itemOf("Kiralama Sözleşmesi")).getByRole("button", { name: /Düzenle/ }));
    const dialog = await screen.findByRole("dialog");
    const editor = await within(dialog).findByRole("textbox");
    expect(editor.textContent).toBe("Kira metni");
    fireEvent.click(within(dialog).getByRole("button", { name: "Kalın" }));
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0].url).toMatch(/\/profile\/order-contract\/1$/);
    expect(api.posts[0].payload).toEqual({ content: "<p>Kira metni</p>" });
    expect(await screen.findByText("Sözleşme Başarıyla Kaydedildi!")).toBeTruthy();
  });

  it("deletes an order contract after the spec's confirmation", async () => {
    const api = renderLinks({ processId: 5 });
    fireEvent.click(within(await itemOf("Sipariş Sözleşmesi")).getByRole("button", { name: /Sil/ }));
    const confirm = await screen.findByRole("dialog");
    expect(within(confirm).getByText("İşlem kalıcı olarak silinecektir, emin misiniz?")).toBeTruthy();
    expect(within(confirm).getAllByText("Dikkat").length).toBeGreaterThan(0);
    fireEvent.click(within(confirm).getByRole("button", { name: /Sil/ }));
    await waitFor(() => expect(api.posts.map((post) => post.url)).toEqual([expect.stringMatching(/\/profile\/delete-order-contract\/2$/)]));
    await waitFor(() => expect(screen.queryByText("Sipariş Sözleşmesi")).toBeNull());
    expect(screen.getByText("Kiralama Sözleşmesi")).toBeTruthy();
  });
});
