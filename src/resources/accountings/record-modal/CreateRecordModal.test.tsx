// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { addDays } from "../../../domain/periods";
import { STALE_VERSION } from "../../../engine/__fixtures__/memory-data-provider";
import { choose, createAccountingApi, formItem, renderWithApi, save, typeInto } from "../shared/test-api";
import CreateRecordModal from "./CreateRecordModal";

const today = dayjs().format("YYYY-MM-DD");
const shown = (iso: string) => dayjs(iso).format("DD.MM.YYYY");
const lines = () => screen.getAllByTestId("record-line");
const removeButtons = () => screen.getAllByRole("button", { name: "Satırı Sil" });

beforeAll(async () => {
  await import("../../../widgets/date/DateInput");
});

const open = (props: Partial<Parameters<typeof CreateRecordModal>[0]> = {}, api = createAccountingApi()) => {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithApi(api, <CreateRecordModal open onClose={onClose} onSaved={onSaved} {...props} />);
  return { api, onSaved, onClose };
};

describe("CreateRecordModal: the six choices", () => {
  it("offers Gelir, Özel Gelir, Gider, Alacak, Borç and Ara Ödeme, each with its own fields", async () => {
    open();
    const group = await screen.findByRole("radiogroup", { name: "Kayıt Türü" });
    expect(within(group).getAllByRole("radio").map((radio) => radio.closest("label")!.textContent)).toEqual([
      "Gelir",
      "Özel Gelir",
      "Gider",
      "Alacak",
      "Borç",
      "Ara Ödeme",
    ]);
    // Gelir: lines, no category, no price typed in.
    expect(await screen.findByTestId("record-form-income")).toBeTruthy();
    expect(screen.queryByText("Kategori", { selector: "label" })).toBeNull();
    expect(screen.queryByText("Tutar", { selector: "label" })).toBeNull();
    fireEvent.click(screen.getByText("Borç"));
    await screen.findByTestId("record-form-debt");
    expect(screen.getByText("Kategori", { selector: "label" })).toBeTruthy();
    expect(screen.getByText("Tutar", { selector: "label" })).toBeTruthy();
    expect(screen.getByText("İlk Ödeme Tarihi", { selector: "label" })).toBeTruthy();
    expect(screen.queryByText("Ödeme Türü", { selector: "label" })).toBeNull();
    expect(screen.queryByTestId("record-line")).toBeNull();
    fireEvent.click(screen.getByText("Ara Ödeme"));
    expect(await screen.findByTestId("interim-payment-form")).toBeTruthy();
  });

  it("narrows the choices to the caller's kinds (the general expenses page: one, no choice shown)", async () => {
    open({ kinds: ["general_expense"] });
    expect(await screen.findByTestId("record-form-general_expense")).toBeTruthy();
    expect(screen.queryByRole("radiogroup", { name: "Kayıt Türü" })).toBeNull();
    expect(screen.queryByText("Müşteri", { selector: "label" })).toBeNull();
  });

  it("starts credits today with the last payment date tomorrow (spec §9)", async () => {
    open({ initialKind: "credit" });
    await screen.findByTestId("record-form-credit");
    await waitFor(() => expect(within(formItem("Son Ödeme Tarihi")).getByRole("textbox")).toHaveProperty("value", shown(addDays(today, 1))));
    expect(within(formItem("İlk Ödeme Tarihi")).getByRole("textbox")).toHaveProperty("value", shown(today));
    expect(within(formItem("Tarih")).getByRole("textbox")).toHaveProperty("value", shown(today));
  });
});

describe("CreateRecordModal: an income's lines", () => {
  it("keeps at least one line, totals each line and the record as the server does, and sends exactly the contract's body", async () => {
    const { api, onSaved } = open({ party: { client_id: 5 } });
    await screen.findByTestId("record-form-income");
    expect(lines()).toHaveLength(1);
    expect(removeButtons()[0]).toHaveProperty("disabled", true);

    const [first] = lines();
    await choose("Hizmet / Ürün", "Gelinlik Kiralama", first);
    typeInto("Adet", "2", first);
    typeInto("Birim Fiyat", "100.5", first);
    // 2 × 100,50 + 18 % = 237,18 → rounded up to the lira.
    await waitFor(() => expect(within(first).getByTestId("line-total").textContent).toContain("₺238,00"));

    fireEvent.click(screen.getByRole("button", { name: /Satır Ekle/ }));
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(removeButtons()[0]).toHaveProperty("disabled", false);
    const second = lines()[1];
    await choose("Hizmet / Ürün", "Kuaför", second);
    typeInto("Birim Fiyat", "50", second);
    typeInto("KDV (%)", "0", second);
    await waitFor(() => expect(screen.getByTestId("lines-total").textContent).toContain("₺288,00"));

    // The client is the caller's, shown and locked.
    expect(within(formItem("Müşteri")).getByRole("combobox")).toHaveProperty("disabled", true);
    save();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      url: "/api/accountings",
      method: "post",
      payload: {
        kind: "income",
        date: today,
        client_id: 5,
        payment_type: "cash",
        lines: [
          { service_id: 11, piece: 2, price: "100.50", discount: "0.00", tax: 18 },
          { service_id: 12, piece: 1, price: "50.00", discount: "0.00", tax: 0 },
        ],
      },
    });
    expect(await screen.findByText("Kayıt başarıyla oluşturuldu!")).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 99 }));
  });

  it("takes a picked service's price and VAT into its line", async () => {
    open();
    await screen.findByTestId("record-form-income");
    await choose("Hizmet / Ürün", "Gelinlik Kiralama", lines()[0]);
    const price = within(formItem("Birim Fiyat", lines()[0])).getByRole("spinbutton") as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe("100,00"));
    // 100 + 18 % VAT.
    expect(within(lines()[0]).getByTestId("line-total").textContent).toContain("₺118,00");
  });

  it("refuses a line without a service and sends nothing", async () => {
    const { api } = open();
    await screen.findByTestId("record-form-income");
    save();
    expect(await within(formItem("Hizmet / Ürün", lines()[0])).findByText("Bu alan zorunludur.")).toBeTruthy();
    expect(api.sent).toHaveLength(0);
  });

  it("holds a line's price and piece at 1 at least: what is typed below becomes 1", async () => {
    const { api } = open();
    await screen.findByTestId("record-form-income");
    await choose("Hizmet / Ürün", "Kuaför", lines()[0]);
    const price = within(formItem("Birim Fiyat", lines()[0])).getByRole("spinbutton") as HTMLInputElement;
    // The service's price first, then the user's.
    await waitFor(() => expect(price.value).toBe("50,00"));
    fireEvent.change(price, { target: { value: "0.5" } });
    fireEvent.blur(price);
    const piece = within(formItem("Adet", lines()[0])).getByRole("spinbutton");
    fireEvent.change(piece, { target: { value: "0" } });
    fireEvent.blur(piece);
    save();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0].payload.lines).toEqual([{ service_id: 12, piece: 1, price: "1.00", discount: "0.00", tax: 18 }]);
  });

  it("puts the server's 422 on the line's field and a 403 or a closed day's 409 in a toast", async () => {
    const api = createAccountingApi();
    open({}, api);
    await screen.findByTestId("record-form-income");
    await choose("Hizmet / Ürün", "Kuaför", lines()[0]);
    api.answerWith({ status: 422, body: { message: "Geçersiz", errors: { "lines.0.price": ["Fiyat en az 1 olmalıdır."] } } });
    save();
    expect(await within(formItem("Birim Fiyat", lines()[0])).findByText("Fiyat en az 1 olmalıdır.")).toBeTruthy();

    const closed = "Bu gün kapatıldı: kayıtları değiştirilemez. Düzeltme için bugün yeni bir kayıt girin.";
    api.answerWith({ status: 409, body: { message: closed } });
    save();
    expect(await screen.findByText(closed)).toBeTruthy();
  });
});

describe("CreateRecordModal: amounts and categories", () => {
  it("splits a multiple payment: the price is the splits' sum, read-only, and the body carries the splits", async () => {
    const { api } = open({ initialKind: "special_income" });
    await screen.findByTestId("record-form-special_income");
    await choose("Kategori", "Kira Geliri");
    await choose("Ödeme Türü", "Çoklu Ödeme");
    typeInto("Nakit", "100");
    typeInto("Kredi Kartı", "50.25");
    await waitFor(() => expect(screen.getByTestId("splits-total").textContent).toContain("₺150,25"));
    const price = within(formItem("Tutar")).getByRole("spinbutton");
    expect(price).toHaveProperty("disabled", true);
    await waitFor(() => expect((price as HTMLInputElement).value).toBe("150,25"));
    save();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0].payload).toEqual({
      kind: "special_income",
      date: today,
      category_id: 21,
      payment_type: "multiple_payment",
      cash_amount: "100.00",
      credit_cart_amount: "50.25",
      eft_amount: "0.00",
    });
  });

  it("offers only expense categories to an expense", async () => {
    open({ initialKind: "expense" });
    await screen.findByTestId("record-form-expense");
    fireEvent.mouseDown(within(formItem("Kategori")).getByRole("combobox"));
    expect(await screen.findByTitle("Elektrik")).toBeTruthy();
    expect(screen.queryByTitle("Kira Geliri")).toBeNull();
    expect(screen.queryByTitle("VIP")).toBeNull();
  });

  it("needs a category and a price above zero for a debt", async () => {
    const { api } = open({ initialKind: "debt" });
    await screen.findByTestId("record-form-debt");
    typeInto("Tutar", "0");
    save();
    expect(await within(formItem("Tutar")).findByText("Tutar sıfırdan büyük olmalıdır.")).toBeTruthy();
    expect(within(formItem("Kategori")).getByText("Bu alan zorunludur.")).toBeTruthy();
    expect(api.sent).toHaveLength(0);
  });
});

describe("CreateRecordModal: changing a record", () => {
  it("fills the record's form with its lines, fixes its kind and sends PUT with the version", async () => {
    const stored = {
      id: 7,
      kind: "income",
      type: "income",
      date: "2026-11-20",
      payment_type: "cash",
      price: "59.00",
      version: 3,
      lines: [{ id: 70, service_id: 12, piece: 1, price: "50.00", discount: "0.00", tax: 18 }],
    };
    const api = createAccountingApi({ records: [stored] });
    open({ record: { id: 7, kind: "income" } as never }, api);
    await screen.findByTestId("record-form-income");
    expect(screen.getByText("Kaydı Düzenle")).toBeTruthy();
    expect(screen.queryByRole("radiogroup", { name: "Kayıt Türü" })).toBeNull();
    await waitFor(() => expect(within(lines()[0]).getByTestId("line-total").textContent).toContain("₺59,00"));
    typeInto("Adet", "2", lines()[0]);
    save();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      url: "/api/accountings/7",
      method: "put",
      payload: {
        kind: "income",
        date: "2026-11-20",
        payment_type: "cash",
        lines: [{ id: 70, service_id: 12, piece: 2, price: "50.00", discount: "0.00", tax: 18 }],
        version: 3,
      },
    });
    expect(await screen.findByText("Kayıt başarıyla güncellendi!")).toBeTruthy();
  });

  it("says the engine's message when someone else changed the record meanwhile (409 on a stale version)", async () => {
    const stored = { id: 60, kind: "expense", date: "2026-11-20", category_id: 22, payment_type: "cash", price: "40.00", version: 5 };
    const api = createAccountingApi({ records: [stored] });
    open({ record: { id: 60, kind: "expense" } as never }, api);
    await screen.findByTestId("record-form-expense");
    api.answerWith({ status: 409, body: { message: STALE_VERSION } });
    save();
    expect(await screen.findByText(STALE_VERSION)).toBeTruthy();
    expect(api.sent[0].payload).toMatchObject({ kind: "expense", price: "40.00", category_id: 22, version: 5 });
  });

  it("changes an interim payment in its own form: the credit kept, at most its remaining plus what it paid, PUT with the version", async () => {
    const credit = { id: 31, kind: "credit", title: "Gelinlik Alacağı", date: "2026-11-01", price: "500.00", remaining: "0.00", client_id: 5 };
    const payment = { id: 40, kind: "payment", type: "income", credit_id: 31, date: "2026-11-20", payment_type: "cash", price: "100.00", version: 2 };
    const api = createAccountingApi({ records: [credit, payment] });
    open({ record: { id: 40, kind: "payment" } as never }, api);
    await screen.findByTestId("interim-payment-form");
    expect((await screen.findByTestId("interim-remaining")).textContent).toContain("₺100,00");
    expect(within(formItem("Alacak / Borç")).getByRole("combobox")).toHaveProperty("disabled", true);
    typeInto("Tutar", "80");
    save();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      url: "/api/accountings/40",
      method: "put",
      payload: { kind: "payment", credit_id: 31, date: "2026-11-20", payment_type: "cash", price: "80.00", version: 2 },
    });
  });

  it("changes a supplier credit with its supplier locked to suppliers", async () => {
    const stored = { id: 50, kind: "supplier_credit", date: "2026-11-20", supplier_id: 8, title: "Kumaş", price: "300.00", last_payment_date: "2026-12-01", version: 1 };
    const api = createAccountingApi({ records: [stored] });
    open({ record: { id: 50, kind: "supplier_credit" } as never }, api);
    await screen.findByTestId("record-form-supplier_credit");
    expect(screen.queryByText("Müşteri", { selector: "label" })).toBeNull();
    typeInto("Tutar", "250");
    save();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0].payload).toEqual({
      kind: "supplier_credit",
      date: "2026-11-20",
      supplier_id: 8,
      title: "Kumaş",
      price: "250.00",
      last_payment_date: "2026-12-01",
      version: 1,
    });
  });
});

describe("CreateRecordModal: a split income", () => {
  it("asks the splits of an income to add up to its lines' total, and sends them with the lines and no price", async () => {
    const { api } = open();
    await screen.findByTestId("record-form-income");
    await choose("Hizmet / Ürün", "Kuaför", lines()[0]);
    typeInto("Birim Fiyat", "100", lines()[0]);
    await waitFor(() => expect(screen.getByTestId("lines-total").textContent).toContain("₺118,00"));
    await choose("Ödeme Türü", "Çoklu Ödeme");
    typeInto("Nakit", "100");
    save();
    expect(await screen.findByText("Ödemelerin toplamı ₺118,00 olmalıdır.")).toBeTruthy();
    expect(api.sent).toHaveLength(0);
    typeInto("Kredi Kartı", "18");
    save();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0].payload).toEqual({
      kind: "income",
      date: today,
      payment_type: "multiple_payment",
      cash_amount: "100.00",
      credit_cart_amount: "18.00",
      eft_amount: "0.00",
      lines: [{ service_id: 12, piece: 1, price: "100.00", discount: "0.00", tax: 18 }],
    });
  });
});

describe("CreateRecordModal: without debts_credits_permission", () => {
  it("offers only income, special income and expense (the server refuses the others)", async () => {
    const api = createAccountingApi();
    renderWithApi(api, <CreateRecordModal open onClose={() => undefined} />, { permissions: { debts_credits_permission: false } });
    await waitFor(() =>
      expect(within(screen.getByRole("radiogroup", { name: "Kayıt Türü" })).getAllByRole("radio").map((radio) => radio.closest("label")!.textContent)).toEqual([
        "Gelir",
        "Özel Gelir",
        "Gider",
      ]),
    );
  });
});
