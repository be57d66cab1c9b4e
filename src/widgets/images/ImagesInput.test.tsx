// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import type { ResourceSchema } from "../../engine/types";
import { MAX_IMAGE_BYTES } from "../../domain/uploads";
import { preloadPages } from "../../../tests/preload-pages";
import { FakeXhr, installFakeXhr } from "./__fixtures__/fake-xhr";

/** A resource with both file field shapes: a gallery of at most three images and one cover image. */
const albums = {
  $id: "albums",
  type: "object",
  "x-resource": { routes: { list: "albumler", create: "album-ekle", edit: "album-duzenle/:id", show: "album/:id" },
    tenant: "company",
    list: { columns: ["title", "photos", "cover"] },
  },
  properties: {
    title: { type: "string", minLength: 1, maxLength: 80 },
    photos: { type: "array", maxItems: 3, items: { type: "string", format: "upload" } },
    cover: { type: "string", format: "upload" },
  },
  required: ["title"],
  additionalProperties: false,
} as unknown as ResourceSchema;

const png = (name = "gelinlik.png", size = 4) => new File([new Uint8Array(size)], name, { type: "image/png" });

const formItem = (label: RegExp) => screen.getByText(label, { selector: "label" }).closest(".ant-form-item") as HTMLElement;

/** Picks files in a field's file input, as the browser's file dialog hands them over (once the widget has loaded). */
const pick = async (label: RegExp, ...files: File[]) => {
  const input = (await within(formItem(label)).findByLabelText(label, { selector: "input" })) as HTMLInputElement;
  expect(input.getAttribute("accept")).toBe(".jpg,.jpeg,.png");
  fireEvent.change(input, { target: { files } });
};

const renderAt = (path: string, rows: Record<string, unknown>[]) => {
  const memory = createMemoryDataProvider([albums], { albums: rows as never[] });
  render(<EngineHarness routerBindings={false} path={path} schemas={[albums]} dataProvider={memory.dataProvider} />);
  return memory;
};

/** The create form, or the edit form of the one row given. */
const renderForm = (rows: Record<string, unknown>[] = []) => renderAt(rows.length ? `/album-duzenle/${rows[0].id}` : "/album-ekle", rows);

const save = () => fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));

beforeAll(() => preloadPages("list", "create", "edit", "show"));
beforeEach(() => localStorage.setItem("token", "tok-1"));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("images widget in a generated form", () => {
  it("refuses a program and a picture over the server's limit before sending anything", async () => {
    const sent = installFakeXhr();
    renderForm();
    await screen.findByText(/Photos/, { selector: "label" });
    await pick(/Photos/, new File(["MZ"], "kurulum.exe", { type: "application/x-msdownload" }));
    expect(await screen.findByText("kurulum.exe: yalnızca JPEG veya PNG resim yüklenebilir.")).toBeTruthy();
    await pick(/Photos/, png("buyuk.png", MAX_IMAGE_BYTES + 1));
    expect(await screen.findByText("buyuk.png: resim en fazla 2 MB olabilir.")).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("sends the file with the session's token, shows its progress, then the picture, and saves its URL", async () => {
    const sent = installFakeXhr();
    const memory = renderForm();
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: "Yaz" } });
    await pick(/Photos/, png());
    await waitFor(() => expect(sent).toHaveLength(1));
    const [request] = sent;
    expect([request.method, request.url, request.headers.Authorization, request.headers["Accept-Language"]]).toEqual(["POST", "/api/image-upload", "Bearer tok-1", "tr"]);
    expect(request.file.name).toBe("gelinlik.png");

    act(() => request.progress(40, 100));
    const progress = await screen.findByRole("progressbar", { name: "gelinlik.png yükleniyor" });
    await waitFor(() => expect(progress.getAttribute("aria-valuenow")).toBe("40"));

    act(() => request.answer(201, { file_url: "/uploads/a1.png" }));
    expect(await screen.findByRole("img", { name: "Photos 1" })).toHaveProperty("src", "http://localhost:3000/uploads/a1.png");
    save();
    await waitFor(() => expect(memory.rows.albums).toHaveLength(1));
    expect(memory.rows.albums[0]).toMatchObject({ title: "Yaz", photos: ["/uploads/a1.png"] });
  });

  it("does not save while a picture is on its way, and saves it with the record once it arrived", async () => {
    const sent = installFakeXhr();
    const memory = renderForm();
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: "Kış" } });
    await pick(/Photos/, png());
    await waitFor(() => expect(sent).toHaveLength(1));
    save();
    expect(await within(formItem(/Photos/)).findByText("Resimlerin yüklenmesi bitmeden kaydedilemez; lütfen bekleyiniz.")).toBeTruthy();
    expect(memory.rows.albums).toHaveLength(0);

    act(() => sent[0].answer(201, { file_url: "/uploads/b1.png" }));
    await waitFor(() => expect(within(formItem(/Photos/)).queryByText(/bitmeden kaydedilemez/)).toBeNull());
    save();
    await waitFor(() => expect(memory.rows.albums).toHaveLength(1));
    expect(memory.rows.albums[0]).toMatchObject({ photos: ["/uploads/b1.png"] });
  });

  it("shows the server's refusal on the picture and keeps it out of the value", async () => {
    const sent = installFakeXhr();
    const memory = renderForm();
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: "Sahte" } });
    await pick(/Photos/, png("sahte.png"));
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0].answer(422, { message: "Yalnızca JPEG veya PNG dosyası yükleyebilirsiniz.", errors: { file: ["Yalnızca JPEG veya PNG dosyası yükleyebilirsiniz."] } }));
    expect(await screen.findByText("sahte.png: Yalnızca JPEG veya PNG dosyası yükleyebilirsiniz.")).toBeTruthy();
    expect(formItem(/Photos/).querySelector(".ant-upload-list-item-error")).not.toBeNull();

    // The failed card can be removed, and the record saves without it.
    fireEvent.click(within(formItem(/Photos/)).getByRole("button", { name: "sahte.png resmini kaldır" }));
    await waitFor(() => expect(formItem(/Photos/).querySelector(".ant-upload-list-item-error")).toBeNull());
    save();
    await waitFor(() => expect(memory.rows.albums).toHaveLength(1));
    expect(memory.rows.albums[0]).toMatchObject({ title: "Sahte" });
    expect(memory.rows.albums[0]).not.toHaveProperty("photos");
  });

  it("takes at most maxItems pictures: of a batch only those that fit are sent, then the add button goes", async () => {
    const sent = installFakeXhr();
    renderForm([{ id: 7, title: "Dolu", photos: ["/uploads/x1.png"] }]);
    expect(await screen.findByRole("img", { name: "Photos 1" })).toBeTruthy();
    await pick(/Photos/, png("a.png"), png("b.png"), png("c.png"));
    expect(await screen.findByText("En fazla 3 resim eklenebilir.")).toBeTruthy();
    await waitFor(() => expect(sent.map((request) => request.file.name)).toEqual(["a.png", "b.png"]));
    expect(within(formItem(/Photos/)).queryByRole("button", { name: /Resim Ekle/ })).toBeNull();
    expect(within(formItem(/Photos/)).getByText("JPEG veya PNG, en fazla 2 MB; en fazla 3 resim.")).toBeTruthy();
  });

  it("removes a stored picture from the record with its own named button", async () => {
    installFakeXhr();
    const memory = renderForm([{ id: 8, title: "İki", photos: ["/uploads/x1.png", "/uploads/x2.png"], cover: "/uploads/c.png" }]);
    await screen.findByRole("img", { name: "Photos 2" });
    const remove = within(formItem(/Photos/)).getByRole("button", { name: "Photos 1 resmini kaldır" });
    // A native button: Tab reaches it, Enter and Space press it.
    expect(remove.tagName).toBe("BUTTON");
    fireEvent.click(remove);
    await waitFor(() => expect(within(formItem(/Photos/)).queryAllByRole("img", { name: /^Photos \d$/ })).toHaveLength(1));
    save();
    await waitFor(() => expect(memory.rows.albums[0].photos).toEqual(["/uploads/x2.png"]));
    expect(memory.rows.albums[0].cover).toBe("/uploads/c.png");
  });

  it("offers the file dialog from the keyboard, and a single-file field takes one picture as its value", async () => {
    const sent = installFakeXhr();
    const memory = renderForm([{ id: 9, title: "Kapak" }]);
    // The edit form shows the record it read.
    await screen.findByDisplayValue("Kapak");
    const trigger = await within(formItem(/Cover/)).findByRole("button", { name: "Resim Ekle" });
    // A native button: Tab reaches it, Enter and Space press it, and pressing it opens the file dialog.
    expect(trigger.tagName).toBe("BUTTON");
    const input = within(formItem(/Cover/)).getByLabelText(/Cover/, { selector: "input" }) as HTMLInputElement;
    expect(input.multiple).toBe(false);
    const opened = vi.spyOn(input, "click").mockImplementation(() => undefined);
    fireEvent.click(trigger);
    expect(opened).toHaveBeenCalled();

    await pick(/Cover/, png("kapak.png"));
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0].answer(201, { file_url: "/uploads/k.png" }));
    await screen.findByRole("img", { name: "Cover 1" });
    expect(within(formItem(/Cover/)).queryByRole("button", { name: /Resim Ekle/ })).toBeNull();
    save();
    await waitFor(() => expect(memory.rows.albums[0].cover).toBe("/uploads/k.png"));
  });
});

describe("images widget on the generated list and show pages", () => {
  const album = { id: 3, title: "Gelin", photos: ["/uploads/p1.png", "/uploads/p2.png", "/uploads/p3.png"], cover: "/uploads/c.png" };

  it("shows the first picture and how many there are in a list cell", async () => {
    renderAt("/albumler", [album]);
    const row = (await screen.findByText("Gelin")).closest("tr") as HTMLElement;
    expect(await within(row).findByRole("img", { name: "Photos 1" })).toHaveProperty("src", "http://localhost:3000/uploads/p1.png");
    expect(within(row).queryByRole("img", { name: "Photos 2" })).toBeNull();
    expect(within(row).getByText("3 resim")).toBeTruthy();
    // One file is no list: its picture without a count.
    expect(within(row).getByRole("img", { name: "Cover 1" })).toBeTruthy();
    expect(within(row).getAllByText(/resim$/)).toHaveLength(1);
  });

  it("shows every picture on the show page", async () => {
    renderAt("/album/3", [album]);
    await screen.findByRole("img", { name: "Photos 3" });
    expect(screen.getAllByRole("img", { name: /^Photos \d$/ }).map((image) => image.getAttribute("src"))).toEqual(album.photos);
  });
});
