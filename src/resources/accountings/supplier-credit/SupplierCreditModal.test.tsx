// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { addDays } from "../../../domain/periods";
import { createAccountingApi, formItem, renderWithApi, save, typeInto } from "../shared/test-api";
import SupplierCreditModal from "./SupplierCreditModal";

const tomorrow = addDays(dayjs().format("YYYY-MM-DD"), 1);

beforeAll(async () => {
  await import("../../../widgets/date/DateInput");
});

const open = (supplierId?: number) => {
  const api = createAccountingApi();
  const onSaved = vi.fn();
  renderWithApi(api, <SupplierCreditModal open onClose={() => undefined} onSaved={onSaved} supplierId={supplierId} />);
  return { api, onSaved };
};

describe("SupplierCreditModal", () => {
  it("needs the supplier, a title and a price, and sends nothing without them", async () => {
    const { api } = open();
    await screen.findByTestId("supplier-credit-form");
    save();
    expect(await within(formItem("Başlık")).findByText("Bu alan zorunludur.")).toBeTruthy();
    expect(within(formItem("Tutar")).getByText("Bu alan zorunludur.")).toBeTruthy();
    expect(within(formItem("Tedarikçi")).getByText("Bu alan zorunludur.")).toBeTruthy();
    expect(api.sent).toHaveLength(0);
  });

  it("sends the contract's body to /creditsForSupplier for the given supplier, the last payment date tomorrow", async () => {
    const { api, onSaved } = open(8);
    await screen.findByTestId("supplier-credit-form");
    expect(within(formItem("Tedarikçi")).getByRole("combobox")).toHaveProperty("disabled", true);
    typeInto("Başlık", "Kumaş iadesi");
    typeInto("Tutar", "1500");
    save();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      url: "/api/creditsForSupplier",
      method: "post",
      payload: { supplier_id: 8, title: "Kumaş iadesi", last_payment_date: tomorrow, price: "1500.00" },
    });
    expect(await screen.findByText("Tedarikçi alacağı başarıyla oluşturuldu!")).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it("puts the server's 422 on its field", async () => {
    const { api } = open(8);
    await screen.findByTestId("supplier-credit-form");
    typeInto("Başlık", "Kumaş");
    typeInto("Tutar", "10");
    api.answerWith({ status: 422, body: { message: "Geçersiz", errors: { last_payment_date: ["Son ödeme tarihi geçersiz."] } } });
    save();
    expect(await within(formItem("Son Ödeme Tarihi")).findByText("Son ödeme tarihi geçersiz.")).toBeTruthy();
  });
});
