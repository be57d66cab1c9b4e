// @vitest-environment jsdom
import "./setup-dom";
import type { BaseRecord, DataProvider, HttpError, UpdateParams } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gadgetKinds, gadgets, gizmoNotes, gizmos } from "../server/engine/__fixtures__/gadgets.schema";
import { EngineHarness } from "../src/engine/__fixtures__/harness";
import type { ResourceSchema } from "../src/engine/types";
import { API_URL, createDataProvider, createHttpClient } from "../src/providers";
import { preloadPages } from "./preload-pages";
import { startThrowawayServer, type ThrowawayServer } from "./throwaway-server";

async function api(server: { url: string; token: string }, path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${server.token}` } });
  return response.json();
}

/** A change made outside the page (someone else, or the test's own setup), with the server's status. */
async function send(server: { url: string; token: string }, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * The gizmos as the browser knows them, with a show page: the throwaway schema declares none, and the
 * server does not read page routes, so only the client's copy gains one.
 */
const gizmosWithShow = { ...gizmos, "x-resource": { ...gizmos["x-resource"], routes: { ...gizmos["x-resource"].routes, show: "gizmo/:id" } } };
const pageSchemas = [gadgetKinds, gadgets, gizmosWithShow, gizmoNotes] as unknown as ResourceSchema[];

const STALE = "Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip değişikliklerinizi tekrar yapınız.";

let barcodes = 0;
/** A new gizmo of the test's own, with a barcode no other test uses (barcodes are unique per company). */
const newGizmo = async (server: { url: string; token: string }, name: string): Promise<{ id: number; barcode: string; version: number }> => {
  const { status, body } = await send(server, "POST", "/api/gizmos", { name, barcode: `GZ-${++barcodes}` });
  expect(status).toBe(201);
  return body;
};

/** Every record the pages read, and every refused change, as the data provider saw them. */
const recording = (dataProvider: DataProvider) => {
  const reads: BaseRecord[] = [];
  const refusals: HttpError[] = [];
  const recorded: DataProvider = {
    ...dataProvider,
    getOne: async <TData extends BaseRecord = BaseRecord>(params: Parameters<DataProvider["getOne"]>[0]) => {
      const answer = await dataProvider.getOne<TData>(params);
      reads.push(answer.data);
      return answer;
    },
    update: <TData extends BaseRecord = BaseRecord, TVariables = {}>(params: UpdateParams<TVariables>) =>
      dataProvider.update<TData, TVariables>(params).catch((error: HttpError) => {
        refusals.push(error);
        throw error;
      }),
  };
  return { reads, refusals, dataProvider: recorded };
};

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

beforeAll(() => preloadPages("list", "create", "edit", "show", "bin"));

describe("a throwaway schema, from its table to its generated pages", () => {
  let server: ThrowawayServer;
  beforeAll(async () => {
    server = await startThrowawayServer();
  });
  afterAll(() => {
    server?.child.kill("SIGTERM");
  });

  const renderAt = (path: string) => {
    const httpClient = createHttpClient({ getToken: () => server.token, getLanguage: () => "tr", baseURL: server.url });
    const recorded = recording(createDataProvider({ apiUrl: API_URL, httpClient, getDealerScope: () => null }));
    const view = render(<EngineHarness path={path} schemas={pageSchemas} dataProvider={recorded.dataProvider} />);
    return { ...view, ...recorded };
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

  it("sends the version the edit page loaded: a change saved meanwhile is refused with the server's message, and what the user typed stays", async () => {
    const gizmo = await newGizmo(server, "Sürüm Gizmo");
    const view = renderAt(`/gizmo-duzenle/${gizmo.id}`);
    const name = await screen.findByDisplayValue("Sürüm Gizmo");
    // Someone else saves a change while the page is open.
    expect((await send(server, "PUT", `/api/gizmos/${gizmo.id}`, { name: "Başkasının Değişikliği", barcode: gizmo.barcode })).status).toBe(200);
    fireEvent.change(name, { target: { value: "Benim Değişikliğim" } });
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    expect(await screen.findByText(STALE)).toBeTruthy();
    // refine reads the record again after a failed save; a second save is still based on what the user saw.
    await waitFor(() => expect(view.reads.some((row) => row.name === "Başkasının Değişikliği")).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(view.refusals).toHaveLength(2));
    expect(view.refusals.map((error) => error.statusCode)).toEqual([409, 409]);
    expect((screen.getByRole("textbox", { name: /name/i }) as HTMLInputElement).value).toBe("Benim Değişikliğim");
    expect((await api(server, `/api/gizmos/${gizmo.id}`)).name).toBe("Başkasının Değişikliği");
    view.unmount();
  });

  it("runs a declared action from its row with its body's form; the row then offers neither it nor a change", async () => {
    await newGizmo(server, "Eylem Gizmo");
    const view = renderAt("/gizmos");
    const complete = await within(await waitFor(() => rowOf("Eylem Gizmo"))).findByRole("button", { name: "Tamamla" });
    expect(within(rowOf("Eylem Gizmo")).getByRole("button", { name: "Düzenle" })).toBeTruthy();
    fireEvent.click(complete);
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(await within(dialog).findByRole("textbox", { name: "Not" }), { target: { value: "Teslim edildi" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Tamamla" }));
    // The server's _can after the action: completed, so no action and no change (rules.update: active).
    await waitFor(() => expect(within(rowOf("Eylem Gizmo")).queryByRole("button", { name: "Düzenle" })).toBeNull());
    expect(within(rowOf("Eylem Gizmo")).queryByRole("button", { name: /Tamamla/ })).toBeNull();
    const list = await api(server, "/api/gizmos?keyword=Eylem");
    expect(list.data).toEqual([
      expect.objectContaining({ name: "Eylem Gizmo", is_active: false, closing_note: "Teslim edildi", _can: expect.objectContaining({ complete: false, update: false }) }),
    ]);
    view.unmount();
  });

  it("lists a record's children on its show page and adds one under it", async () => {
    const gizmo = await newGizmo(server, "Ebeveyn Gizmo");
    expect((await send(server, "POST", `/api/gizmos/${gizmo.id}/notes`, { text: "İlk not" })).status).toBe(201);
    const view = renderAt(`/gizmo/${gizmo.id}`);
    expect(await screen.findByText("İlk not")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Not Ekle" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(await within(dialog).findByRole("textbox", { name: "Not" }), { target: { value: "Sayfadan not" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    expect(await screen.findByText("Sayfadan not")).toBeTruthy();
    const notes = await api(server, `/api/gizmos/${gizmo.id}/notes`);
    expect(notes.data.map((note: { text: string }) => note.text).sort()).toEqual(["Sayfadan not", "İlk not"].sort());
    view.unmount();
  });

  it("restores a deleted record from the generated bin page", async () => {
    const gizmo = await newGizmo(server, "Çöp Gizmo");
    expect((await send(server, "DELETE", `/api/gizmos/${gizmo.id}`)).status).toBe(200);
    const view = renderAt("/gizmo-cop-kutusu");
    fireEvent.click(await within(await waitFor(() => rowOf("Çöp Gizmo"))).findByRole("button", { name: /Geri Yükle/ }));
    await waitFor(() => expect(screen.queryByText("Çöp Gizmo")).toBeNull());
    expect(await send(server, "GET", `/api/gizmos/${gizmo.id}`)).toMatchObject({ status: 200, body: { name: "Çöp Gizmo" } });
    view.unmount();
  });
});
