// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import TransferButton from "./TransferButton";

const slow = { timeout: 5000 };

/** The memory API with the transfer routes: two branches in the group, and every custom call recorded. */
const createApi = () => {
  const memory = createMemoryDataProvider([], {});
  const calls: { url: string; method: string; payload?: unknown }[] = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    custom: async (params: CustomParams) => {
      calls.push({ url: params.url, method: params.method, payload: params.payload });
      if (params.url.endsWith("/branches")) return { data: { data: [{ id: 9, title: "Kadıköy Şubesi" }, { id: 10, title: "Bornova Şubesi" }] } as never };
      return { data: { message: "Ürün şubeye gönderildi.", data: { id: 5 } } as never };
    },
  };
  return { dataProvider, calls };
};

const renderButton = (product: Record<string, unknown>) => {
  const api = createApi();
  const onDone = vi.fn();
  render(
    <EngineHarness routerBindings={false} path="/urun-yonetimi" schemas={[]} dataProvider={api.dataProvider}>
      <TransferButton product={{ id: 5, name: "Prenses Gelinlik", ...product }} onDone={onDone} />
    </EngineHarness>,
  );
  return { ...api, onDone };
};

describe("TransferButton", () => {
  it("sends the shop's own product to the branch chosen in its dialog", async () => {
    const { calls, onDone } = renderButton({ old_company_id: null });
    fireEvent.click(await screen.findByRole("button", { name: "Şubeye Gönder" }, slow));
    const dialog = await screen.findByRole("dialog", {}, slow);
    expect(dialog.textContent).toContain("Prenses Gelinlik ürününü şubeye gönder");
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Şube" }));
    fireEvent.click(await screen.findByText("Bornova Şubesi", {}, slow));
    fireEvent.click(screen.getByRole("button", { name: "Gönder" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), slow);
    expect(calls).toContainEqual({ url: "/api/sendService", method: "post", payload: { service: 5, type: "send", company_id: 10 } });
  });

  it("takes back a product held at a branch after asking", async () => {
    const { calls, onDone } = renderButton({ holder_id: 9, holder_title: "Kadıköy Şubesi" });
    fireEvent.click(await screen.findByRole("button", { name: /Geri Getir/ }, slow));
    expect(await screen.findByText("Ürün Kadıköy Şubesi şubesinden geri getirilsin mi?")).toBeTruthy();
    const confirm = screen.getAllByRole("button", { name: /Geri Getir/ }).at(-1)!;
    fireEvent.click(confirm);
    await waitFor(() => expect(onDone).toHaveBeenCalled(), slow);
    expect(calls).toContainEqual({ url: "/api/sendService", method: "post", payload: { service: 5, type: "get" } });
  });

  it("offers nothing on a product a branch sent here: only its owner moves it", async () => {
    render(
      <EngineHarness routerBindings={false} path="/urun-yonetimi" schemas={[]} dataProvider={createApi().dataProvider}>
        <TransferButton product={{ id: 5, name: "Kendi Gelinliğimiz", old_company_id: null }} onDone={() => undefined} />
        <TransferButton product={{ id: 6, name: "Şubeden Gelen", old_company_id: 3 }} onDone={() => undefined} />
      </EngineHarness>,
    );
    // The shop's own product beside it has its button, so the page has rendered both.
    await screen.findByRole("button", { name: "Şubeye Gönder" }, slow);
    expect(screen.getAllByRole("button", { name: "Şubeye Gönder" })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /Geri Getir/ })).toBeNull();
  });
});
