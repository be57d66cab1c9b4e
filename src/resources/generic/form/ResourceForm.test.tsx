// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { sampleSchemas } from "../../../engine/__fixtures__/sample.schema";
import { sampleRows } from "../../../engine/__fixtures__/sample.rows";
import { preloadPages } from "../../../../tests/preload-pages";

const REQUIRED = "Bu alan zorunludur.";

/** The Form.Item of a labelled field, where antd shows its error. */
const formItem = (label: string): HTMLElement => screen.getByText(label, { selector: "label" }).closest(".ant-form-item") as HTMLElement;

const chooseOption = async (label: string, option: string) => {
  const select = within(formItem(label)).getByRole("combobox");
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(option));
};

const submit = () => fireEvent.click(screen.getByRole("button", { name: /Kaydet|Save/ }));

beforeAll(() => preloadPages("create", "edit"));

describe("generated create form", () => {
  it("requires the tax number only for a business", async () => {
    render(<EngineHarness routerBindings={false} path="/ornek-ekle" />);
    await screen.findByText("Vergi No", { selector: "label" });

    fireEvent.change(within(formItem("Ad Soyad")).getByRole("textbox"), { target: { value: "Ayşe" } });
    submit();
    // Type defaults to person: the identity number is required, the tax number is not.
    await waitFor(() => expect(within(formItem("TC Kimlik No")).queryByText(REQUIRED)).not.toBeNull());
    expect(within(formItem("Vergi No")).queryByText(REQUIRED)).toBeNull();

    await chooseOption("Tür", "Kurumsal");
    submit();
    await waitFor(() => expect(within(formItem("Vergi No")).queryByText(REQUIRED)).not.toBeNull());
    await waitFor(() => expect(within(formItem("TC Kimlik No")).queryByText(REQUIRED)).toBeNull());
  });

  it("adds and removes sub-list rows, each with its own rules", async () => {
    render(<EngineHarness routerBindings={false} path="/ornek-ekle" />);
    const add = async () => fireEvent.click(await screen.findByRole("button", { name: /Satır Ekle/ }));
    await add();
    await screen.findByTestId("accounts-row");
    await add();
    await waitFor(() => expect(screen.getAllByTestId("accounts-row")).toHaveLength(2));

    submit();
    const [firstRow] = screen.getAllByTestId("accounts-row");
    await waitFor(() => expect(within(firstRow).getAllByText(REQUIRED)).toHaveLength(2));

    fireEvent.click(within(firstRow).getByRole("button", { name: "Satırı Sil" }));
    await waitFor(() => expect(screen.getAllByTestId("accounts-row")).toHaveLength(1));
  });

  it("sends the normalised values and formats the phone as typed", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
    render(<EngineHarness routerBindings={false} path="/ornek-ekle" dataProvider={memory.dataProvider} />);
    await screen.findByText("Telefon", { selector: "label" });
    fireEvent.change(within(formItem("Ad Soyad")).getByRole("textbox"), { target: { value: " Zeynep " } });
    fireEvent.change(within(formItem("TC Kimlik No")).getByRole("textbox"), { target: { value: "17291716060" } });
    const phone = within(formItem("Telefon")).getByRole("textbox");
    fireEvent.change(phone, { target: { value: "0532 123 45 67" } });
    expect(phone).toHaveProperty("value", "+90 (532) 123 45 67");
    submit();
    await waitFor(() => expect(memory.rows.sample).toHaveLength(41));
    expect(memory.rows.sample.at(-1)).toMatchObject({
      type: "person",
      full_name: "Zeynep",
      identity_number: "17291716060",
      gsm: "+90 (532) 123 45 67",
      is_active: true,
      accounts: [],
    });
  });
});

describe("generated edit page of a missing record", () => {
  it("shows a not-found result instead of spinning", async () => {
    render(<EngineHarness routerBindings={false} path="/ornek-duzenle/99999" />);
    expect(await screen.findByText("Kayıt Bulunamadı")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Listeye Dön" })).toBeTruthy();
  });
});
