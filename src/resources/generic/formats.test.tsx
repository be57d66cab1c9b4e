// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { sampleSchemas } from "../../engine/__fixtures__/sample.schema";
import { sampleRows } from "../../engine/__fixtures__/sample.rows";
import { preloadPages } from "../../../tests/preload-pages";

beforeAll(() => preloadPages("list", "show", "edit"));

// The first list, form and show page of a file render slowly on a busy machine.
const slow = { timeout: 15000 };

/** One row as the server answers it: phone in E.164, IBAN without spaces, money as a decimal string, an ISO date. */
const storedRow = {
  id: 7,
  type: "person",
  full_name: "Ayşe Biçer",
  identity_number: "17291716060",
  gsm: "+905321112233",
  category_id: 1,
  balance: "1234.56",
  birth_date: "2026-11-22",
  is_active: true,
  accounts: [{ bank_name: "Ziraat Bankası", iban: "TR330006100519786457841326" }],
  created_at: "2026-03-15T10:30:00.000Z",
  version: 1,
};

const memoryWithStoredRow = () => createMemoryDataProvider(sampleSchemas, { ...sampleRows(), sample: [storedRow] });

/** The Form.Item of a labelled field, where antd shows its input. */
const formItem = (label: string): HTMLElement => screen.getByText(label, { selector: "label" }).closest(".ant-form-item") as HTMLElement;

describe("values as the widgets format them on the generated pages", () => {
  it("a list cell shows the phone in its mask, money with the lira sign and the date dotted", async () => {
    const memory = memoryWithStoredRow();
    render(<EngineHarness routerBindings={false} path="/ornekler" dataProvider={memory.dataProvider} />);
    const row = (await screen.findByText("Ayşe Biçer", {}, slow)).closest("tr") as HTMLElement;
    expect(within(row).getByText("+90 (532) 111 22 33")).toBeTruthy();
    expect(within(row).getByText("₺1.234,56")).toBeTruthy();
    expect(within(row).getByText("22.11.2026")).toBeTruthy();
    expect(within(row).queryByText("+905321112233")).toBeNull();
  });

  it("the show page shows the phone in its mask, the IBAN in groups of four and the money with its sign", async () => {
    const memory = memoryWithStoredRow();
    render(<EngineHarness routerBindings={false} path="/ornek/7" dataProvider={memory.dataProvider} />);
    expect(await screen.findByText("+90 (532) 111 22 33", {}, slow)).toBeTruthy();
    expect(screen.getByText("₺1.234,56")).toBeTruthy();
    expect(screen.getByText("22.11.2026")).toBeTruthy();
    expect(await screen.findByText("TR33 0006 1005 1978 6457 8413 26", {}, slow)).toBeTruthy();
  });

  it("the edit form shows the stored phone in its mask and the IBAN grouped, and an untouched phone goes back as stored", async () => {
    const memory = memoryWithStoredRow();
    render(<EngineHarness routerBindings={false} path="/ornek-duzenle/7" dataProvider={memory.dataProvider} />);
    await screen.findByText("Telefon", { selector: "label" }, slow);
    const phone = within(formItem("Telefon")).getByRole("textbox");
    await waitFor(() => expect(phone).toHaveProperty("value", "+90 (532) 111 22 33"));
    const row = await screen.findByTestId("accounts-row");
    await waitFor(() => expect(within(row).getAllByRole("textbox").map((input) => (input as HTMLInputElement).value)).toContain("TR33 0006 1005 1978 6457 8413 26"));
    // The amount field carries the lira sign in front, as the displays do in Turkish.
    expect(within(formItem("Bakiye")).getByText("₺")).toBeTruthy();

    fireEvent.change(within(formItem("Ad Soyad")).getByRole("textbox"), { target: { value: "Ayşe Biçer Kaya" } });
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(memory.rows.sample[0]).toMatchObject({ full_name: "Ayşe Biçer Kaya", gsm: "+905321112233" }));
  });

  it("an incomplete phone is refused in words with an example, never with the mask's '#'", async () => {
    const memory = memoryWithStoredRow();
    render(<EngineHarness routerBindings={false} path="/ornek-duzenle/7" dataProvider={memory.dataProvider} />);
    await screen.findByText("Telefon", { selector: "label" }, slow);
    fireEvent.change(within(formItem("Telefon")).getByRole("textbox"), { target: { value: "0532 111" } });
    const message = await within(formItem("Telefon")).findByText(/örneğin/, {}, slow);
    expect(message.textContent).toBe("Telefon numarasını alan koduyla 10 rakam olarak giriniz, örneğin +90 (532) 123 45 67.");
  });
});
