// @vitest-environment jsdom
import "./setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gadgetKinds, gadgets } from "../server/engine/__fixtures__/gadgets.schema";
import { EngineHarness } from "../src/engine/__fixtures__/harness";
import type { ResourceSchema } from "../src/engine/types";
import { API_URL, createDataProvider, createHttpClient } from "../src/providers";
import { preloadPages } from "./preload-pages";

/** The real server with the throwaway schemas in its own process (PGlite does not load under jsdom). */
async function startServer(): Promise<{ child: ChildProcess; url: string; token: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/engine/__fixtures__/serve-throwaway.ts"], { stdio: ["ignore", "pipe", "inherit"] });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`throwaway server exited with ${code}`)));
  });
  return { child, ...(JSON.parse(firstLine) as { url: string; token: string }) };
}

async function api(server: { url: string; token: string }, path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${server.token}` } });
  return response.json();
}

beforeAll(() => preloadPages("list", "create", "edit", "show"));

describe("a throwaway schema, from its table to its generated pages", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => {
    server?.child.kill("SIGTERM");
  });

  const renderAt = (path: string) => {
    const httpClient = createHttpClient({ getToken: () => server.token, getLanguage: () => "tr", baseURL: server.url });
    const dataProvider = createDataProvider({ apiUrl: API_URL, httpClient, getDealerScope: () => null });
    return render(<EngineHarness path={path} schemas={[gadgetKinds, gadgets] as unknown as ResourceSchema[]} dataProvider={dataProvider} />);
  };

  it("lists the rows the API pages on the server, with the pager for more than 14 rows", async () => {
    const view = renderAt("/gadgets");
    expect(await screen.findByText("Gelinlik 17")).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(16);
    const pager = screen.getByRole("navigation", { name: "Sayfalar" });
    expect(within(pager).getByText("Toplam 17 kayıt")).toBeTruthy();
    fireEvent.click(within(pager).getByRole("button", { name: "Sayfa 2" }));
    expect(await screen.findByText("Gelinlik 01")).toBeTruthy();
    view.unmount();
  });

  it("creates a record through the generated form, with the server's canonical phone", async () => {
    const view = renderAt("/gadget-ekle");
    const name = await screen.findByLabelText(/name/i);
    fireEvent.change(name, { target: { value: "Sayfadan Gelen" } });
    fireEvent.change(screen.getByLabelText(/phone/i), { target: { value: "05321234567" } });
    fireEvent.click(screen.getByRole("button", { name: /Kaydet|Save/ }));
    await waitFor(async () => {
      const list = await api(server, "/api/gadgets?keyword=Sayfadan");
      expect(list.data).toEqual([expect.objectContaining({ name: "Sayfadan Gelen", phone: "+905321234567", type: "person" })]);
    });
    view.unmount();
  });
});
