// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { choose, createAccountingApi, formItem, renderWithApi, save, typeInto } from "../shared/test-api";
import InterimPaymentModal from "./InterimPaymentModal";

const today = dayjs().format("YYYY-MM-DD");
const credit = { id: 31, kind: "credit", type: "credit", title: "Gelinlik Alacağı", date: "2026-11-01", price: "500.00", paid: "200.00", remaining: "300.00", client_id: 5 };
const debt = { id: 32, kind: "debt", type: "debt", title: "Kumaş Borcu", date: "2026-11-02", price: "200.00", paid: "0.00", remaining: "200.00", client_id: 5 };
const paidOff = { id: 33, kind: "credit", type: "credit", title: "Kapanmış", date: "2026-10-02", price: "100.00", paid: "100.00", remaining: "0.00", client_id: 5 };

beforeAll(async () => {
  await import("../../../widgets/date/DateInput");
});

const open = (props: Partial<Parameters<typeof InterimPaymentModal>[0]> = {}, openCredits = [credit, debt, paidOff]) => {
  const api = createAccountingApi({ openCredits });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithApi(api, <InterimPaymentModal open onClose={onClose} onSaved={onSaved} {...props} />);
  return { api, onSaved, onClose };
};

/** Opens the credit select and clicks the open credit or debt whose title is given. */
const chooseCredit = async (title: string) => {
  fireEvent.mouseDown(within(formItem("Alacak / Borç")).getByRole("combobox"));
  await waitFor(() => expect(document.querySelectorAll(".ant-select-item-option").length).toBeGreaterThan(0));
  const option = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find((item) => item.textContent?.includes(title));
  fireEvent.click(option!);
};

describe("InterimPaymentModal", () => {
  it("says 'Borç Seçin!' when no credit or debt is chosen, and sends nothing", async () => {
    const { api } = open({ party: { client_id: 5 } });
    await screen.findByTestId("interim-payment-form");
    typeInto("Tutar", "10");
    save();
    expect(await screen.findByText("Borç Seçin!")).toBeTruthy();
    expect(api.sent).toHaveLength(0);
    // The party's open credits and debts are what it offers.
    expect(api.reads[0]).toMatchObject({ url: "/api/accountings", payload: { kind_in: "credit,supplier_credit,debt", client_id: 5, sort: "remaining", order: "desc" } });
  });

  it("offers only what is still open, shows the remaining amount and refuses paying more", async () => {
    const { api, onSaved, onClose } = open({ party: { client_id: 5 } });
    await screen.findByTestId("interim-payment-form");
    fireEvent.mouseDown(within(formItem("Alacak / Borç")).getByRole("combobox"));
    await waitFor(() => expect(document.querySelectorAll(".ant-select-item-option")).toHaveLength(2));
    expect(document.body.textContent).not.toContain("Kapanmış");
    await chooseCredit("Gelinlik Alacağı");
    expect((await screen.findByTestId("interim-remaining")).textContent).toContain("₺300,00");

    typeInto("Tutar", "350");
    save();
    expect(await screen.findByText("Kalan tutardan fazla ödeme yapılamaz. Kalan: ₺300,00")).toBeTruthy();
    expect(api.sent).toHaveLength(0);

    typeInto("Tutar", "120.5");
    save();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      url: "/api/accountings",
      method: "post",
      payload: { kind: "payment", credit_id: 31, date: today, payment_type: "cash", price: "120.50" },
    });
    expect(await screen.findByText("ARA ÖDEME BAŞARIYLA OLUŞTURULDU!")).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });

  it("preselects the given credit and, split, sends the splits whose sum is the read-only price", async () => {
    const { api } = open({ credit: debt as never });
    await screen.findByTestId("interim-payment-form");
    expect((await screen.findByTestId("interim-remaining")).textContent).toContain("₺200,00");
    await choose("Ödeme Türü", "Çoklu Ödeme");
    typeInto("Nakit", "40");
    typeInto("Havale / EFT", "60");
    const price = within(formItem("Tutar")).getByRole("spinbutton") as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe("100,00"));
    expect(price.disabled).toBe(true);
    save();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0].payload).toEqual({
      kind: "payment",
      credit_id: 32,
      date: today,
      payment_type: "multiple_payment",
      cash_amount: "40.00",
      credit_cart_amount: "0.00",
      eft_amount: "60.00",
    });
  });

  it("puts the server's refusal of an overpayment on the price", async () => {
    const { api } = open({ credit: credit as never });
    await screen.findByTestId("interim-remaining");
    typeInto("Tutar", "100");
    const message = "Kalan tutardan fazla ödeme yapılamaz. (Kalan: ₺50,00)";
    api.answerWith({ status: 422, body: { message: "Geçersiz", errors: { price: [message] } } });
    save();
    expect(await within(formItem("Tutar")).findByText(message)).toBeTruthy();
  });

  it("says so when the party has nothing open", async () => {
    open({ party: { supplier_id: 8 } }, []);
    await screen.findByTestId("interim-payment-form");
    fireEvent.mouseDown(within(formItem("Alacak / Borç")).getByRole("combobox"));
    expect(await screen.findByText("Açık alacak veya borç yok.")).toBeTruthy();
  });
});
