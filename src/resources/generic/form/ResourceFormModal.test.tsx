// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { BaseRecord, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { sampleSchemas } from "../../../engine/__fixtures__/sample.schema";
import { sampleRows } from "../../../engine/__fixtures__/sample.rows";
import { ResourceFormModal, type ResourceFormModalProps } from "./ResourceFormModal";

const REQUIRED = "Bu alan zorunludur.";
const slow = { timeout: 5000 };

const renderModal = (props: Partial<ResourceFormModalProps> = {}, overrides: Partial<DataProvider> = {}) => {
  const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
  const onSaved = vi.fn<(record: BaseRecord) => void>();
  const onClose = vi.fn();
  render(
    <EngineHarness routerBindings={false} path="/" dataProvider={{ ...memory.dataProvider, ...overrides }}>
      <ResourceFormModal resource="sample" action="create" open onClose={onClose} onSaved={onSaved} {...props} />
    </EngineHarness>,
  );
  return { memory, onSaved, onClose };
};

/** The Form.Item of a labelled field in the dialog, where antd shows its error. */
const formItem = async (label: string): Promise<HTMLElement> =>
  (await within(await screen.findByRole("dialog", {}, slow)).findByText(label, { selector: "label" }, slow)).closest(".ant-form-item") as HTMLElement;

const save = async () => fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: /Kaydet/ }));

describe("ResourceFormModal", () => {
  it("creates with the presets sent and not shown; the presets decide what else is required", async () => {
    const { memory, onSaved, onClose } = renderModal({ presets: { type: "business", category_id: 2 } });
    expect(await screen.findByText("Örnek Ekle", {}, slow)).toBeTruthy();
    fireEvent.change(within(await formItem("Ad Soyad")).getByRole("textbox"), { target: { value: "Beyaz Düş" } });
    await save();
    // A business needs its firm name; a person's identity number is not asked for.
    await waitFor(() => expect(within(screen.getByText("Firma Adı", { selector: "label" }).closest(".ant-form-item") as HTMLElement).queryByText(REQUIRED)).not.toBeNull());
    expect(within(await formItem("TC Kimlik No")).queryByText(REQUIRED)).toBeNull();
    expect(screen.queryByText("Tür", { selector: "label" })).toBeNull();
    expect(screen.queryByText("Kategori", { selector: "label" })).toBeNull();

    fireEvent.change(within(await formItem("Firma Adı")).getByRole("textbox"), { target: { value: "Beyaz Düş Ltd." } });
    fireEvent.change(within(await formItem("Vergi Dairesi")).getByRole("textbox"), { target: { value: "Kadıköy" } });
    fireEvent.change(within(await formItem("Vergi No")).getByRole("textbox"), { target: { value: "4540536920" } });
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(memory.rows.sample.at(-1)).toMatchObject({ full_name: "Beyaz Düş", type: "business", category_id: 2 });
    expect(onSaved.mock.calls[0][0]).toMatchObject({ full_name: "Beyaz Düş", type: "business" });
    expect(onClose).toHaveBeenCalled();
  });

  it("edits a record: the same form, filled with the stored values", async () => {
    const { memory, onSaved } = renderModal({ action: "edit", id: 2 });
    expect(await screen.findByText("Örnek Düzenle", {}, slow)).toBeTruthy();
    fireEvent.change(await screen.findByDisplayValue("Mehmet Demir 2", {}, slow), { target: { value: "Mehmet Demirci" } });
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(memory.rows.sample.find((row) => row.id === 2)).toMatchObject({ full_name: "Mehmet Demirci", type: "person" });
  });

  it("shows the server's 422 messages on their fields, as the page does", async () => {
    const refusal = { statusCode: 422, message: "Geçersiz veri.", errors: { full_name: ["Bu ad zaten kayıtlı."] } };
    const { onSaved } = renderModal({}, { create: () => Promise.reject(refusal) });
    fireEvent.change(within(await formItem("Ad Soyad")).getByRole("textbox"), { target: { value: "Ayşe Yılmaz 1" } });
    fireEvent.change(within(await formItem("TC Kimlik No")).getByRole("textbox"), { target: { value: "17291716060" } });
    await save();
    expect(await within(await formItem("Ad Soyad")).findByText("Bu ad zaten kayıtlı.", {}, slow)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says a 422 whose messages all have their fields there alone, without a toast", async () => {
    const refusal = { statusCode: 422, message: "Geçersiz veri.", errors: { full_name: ["Bu ad zaten kayıtlı."] } };
    renderModal({}, { create: () => Promise.reject(refusal) });
    fireEvent.change(within(await formItem("Ad Soyad")).getByRole("textbox"), { target: { value: "Ayşe Yılmaz 1" } });
    fireEvent.change(within(await formItem("TC Kimlik No")).getByRole("textbox"), { target: { value: "17291716060" } });
    await save();
    expect(await within(await formItem("Ad Soyad")).findByText("Bu ad zaten kayıtlı.", {}, slow)).toBeTruthy();
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
  });

  it("toasts a 422 on a field the form does not show", async () => {
    const refusal = { statusCode: 422, message: "Şube kapalı.", errors: { company_id: ["Şube kapalı."] } };
    renderModal({}, { create: () => Promise.reject(refusal) });
    fireEvent.change(within(await formItem("Ad Soyad")).getByRole("textbox"), { target: { value: "Ayşe Yılmaz 1" } });
    fireEvent.change(within(await formItem("TC Kimlik No")).getByRole("textbox"), { target: { value: "17291716060" } });
    await save();
    await waitFor(() => expect(document.querySelector(".ant-notification-notice")?.textContent).toContain("Şube kapalı."), slow);
  });
});
