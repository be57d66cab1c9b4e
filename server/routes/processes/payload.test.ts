import { describe, expect, it } from "vitest";
import { engineBody, payloadOf } from "./payload";

describe("the spec's order payload as the engine's body", () => {
  it("takes each service as a line with its dates by product id, the details, the kapora and the splits", () => {
    const body = engineBody({
      client_id: 4,
      employee_id: null,
      type: "rent",
      payment_style: "now_and_later",
      payment_type: "multiple_payment",
      payment_types: { cash: 1000, credit_cart: "0", eft: "250.5" },
      price: "1250.50",
      last_payment_date: "2027-05-01T00:00:00.000Z",
      services: [
        { id: 7, price: "3000", piece: 1, discount: "0", discountRate: 10 },
        { id: 9, price: 200, discount: "20", service_dates: "2027-06-02T09:00:00.000Z" },
      ],
      issue_date: [{ id: 7, date: "2027-06-01" }],
      delivery_date: [{ id: 7, date: "2027-06-03" }],
      order_details: { contract_no: "2044", note: "Not", pesinat: "999" },
    });
    expect(body).toEqual({
      client_id: 4,
      type: "rent",
      contract_no: "2044",
      note: "Not",
      payment_style: "now_and_later",
      payment_type: "multiple_payment",
      deposit: "1250.50",
      last_payment_date: "2027-05-01",
      cash_amount: "1000.00",
      credit_cart_amount: "0.00",
      eft_amount: "250.50",
      lines: [
        { service_id: 7, piece: 1, price: "3000.00", discount: "300.00", issue_date: "2027-06-01", delivery_date: "2027-06-03" },
        { service_id: 9, piece: 1, price: "200.00", discount: "20.00", service_at: "2027-06-02T09:00:00.000Z" },
      ],
    });
  });

  it("leaves the kapora and splits out when paid now, and the last payment date too", () => {
    const body = engineBody({ client_id: 1, type: "sale", payment_style: "now", payment_type: "cash", price: "10", last_payment_date: "2027-01-01", services: [] });
    expect(body).toEqual({ client_id: 1, type: "sale", payment_style: "now", payment_type: "cash", lines: [] });
  });

  it("reads back what an order row would send", () => {
    const order = { client_id: 1, type: "rent", payment_style: "later", payment_type: "cash", contract_no: "5", last_payment_date: "2027-01-01", lines: [{ service_id: 3, piece: 1, price: "10.00", discount: "0.00", tax: 18, issue_date: "2027-02-01", delivery_date: "2027-02-02" }] };
    expect(engineBody(payloadOf(order))).toMatchObject({ client_id: 1, contract_no: "5", lines: [{ service_id: 3, price: "10.00", issue_date: "2027-02-01", delivery_date: "2027-02-02" }] });
  });
});
