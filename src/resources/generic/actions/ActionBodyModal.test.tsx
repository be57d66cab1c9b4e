// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { BaseRecord } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { gadgetKinds, gizmos } from "../../../../server/engine/__fixtures__/gadgets.schema";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import type { ResourceSchema } from "../../../engine/types";
import { preloadPages } from "../../../../tests/preload-pages";

const schemas = [gadgetKinds, gizmos] as unknown as ResourceSchema[];
const TOO_SHORT = "Not en az 10 karakter olmalıdır.";
// The first render of the list loads antd's table on a busy machine.
const slow = { timeout: 15000 };

/** The gizmos' `complete` takes a note (its body); like the server's handler, it refuses one with a 422 on the field. */
const renderGizmos = () => {
  const sent: Record<string, unknown>[] = [];
  const complete = (_row: BaseRecord, body: Record<string, unknown>) => {
    sent.push(body);
    if (String(body.note).length < 10) throw { statusCode: 422, message: "Girilen bilgiler geçersiz.", errors: { note: [TOO_SHORT] } };
    return { is_active: false, closing_note: body.note };
  };
  const memory = createMemoryDataProvider(schemas, { gizmos: [{ id: 5, name: "Taç", barcode: "T-1", is_active: true }] }, { gizmos: { complete } });
  render(<EngineHarness routerBindings={false} path="/gizmos" schemas={schemas} dataProvider={memory.dataProvider} />);
  return { memory, sent };
};

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;
const noteItem = (dialog: HTMLElement) => within(dialog).getByText("Not", { selector: "label" }).closest(".ant-form-item") as HTMLElement;

beforeAll(() => preloadPages("list"));

describe("an action with a body", () => {
  it("asks for the body's fields in a modal; a 422 lands on its field, success closes it and reads the row again", async () => {
    const { memory, sent } = renderGizmos();
    fireEvent.click(await within(await waitFor(() => rowOf("Taç"), slow)).findByRole("button", { name: "Tamamla" }));
    const dialog = await screen.findByRole("dialog", {}, slow);
    // No confirmation: the form is the question.
    expect(screen.queryByText("“Tamamla” işlemi yapılacaktır, emin misiniz?")).toBeNull();
    const note = within(noteItem(dialog)).getByRole("textbox");

    fireEvent.change(note, { target: { value: "kısa" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Tamamla" }));
    await waitFor(() => expect(within(noteItem(dialog)).queryByText(TOO_SHORT)).not.toBeNull());
    // Said on its field alone, not again in a toast.
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
    expect(sent).toEqual([{ note: "kısa" }]);
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(memory.rows.gizmos[0].is_active).toBe(true);

    fireEvent.change(note, { target: { value: "  teslim edildi, etek kısaltıldı " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Tamamla" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The body was normalised as a record form's values are; the row, read again, no longer offers the action.
    expect(sent.at(-1)).toEqual({ note: "teslim edildi, etek kısaltıldı" });
    expect(memory.rows.gizmos[0]).toMatchObject({ is_active: false, closing_note: "teslim edildi, etek kısaltıldı" });
    await waitFor(() => expect(within(rowOf("Taç")).queryByRole("button", { name: /Tamamla/ })).toBeNull());
  });

  it("checks the body's own rules before sending", async () => {
    const { sent } = renderGizmos();
    fireEvent.click(await within(await waitFor(() => rowOf("Taç"), slow)).findByRole("button", { name: "Tamamla" }));
    const dialog = await screen.findByRole("dialog", {}, slow);
    fireEvent.change(within(noteItem(dialog)).getByRole("textbox"), { target: { value: "x".repeat(201) } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Tamamla" }));
    await waitFor(() => expect(within(noteItem(dialog)).queryByText(/200/)).not.toBeNull());
    expect(sent).toEqual([]);
  });
});
