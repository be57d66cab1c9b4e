import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeServer, type FakeHandler, type FakeServer } from "../testing/fakeHttpServer";
import { opensslHmacBase64 } from "../testing/opensslHmac";
import { createPaymentLink } from "./link";

const credentials = { merchantId: "123456", merchantKey: "KEYkey123", merchantSalt: "SALTsalt456" };

let fake: FakeServer;
let answer: FakeHandler;
beforeAll(async () => {
  fake = await startFakeServer((request) => answer(request));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const form = () => Object.fromEntries(new URLSearchParams(fake.requests[0].body));

describe("createPaymentLink", () => {
  it("creates a product link: the token ends with min_count", async () => {
    answer = () => ({ status: 200, body: { status: "success", id: "Abc12", link: "https://www.paytr.com/link/Abc12" } });
    const link = await createPaymentLink(
      { name: "Yıllık abonelik", price: 1445, maxInstallment: 1, linkType: "product", minCount: 1 },
      credentials,
      { baseUrl: fake.url },
    );
    expect(link).toEqual({ id: "Abc12", link: "https://www.paytr.com/link/Abc12" });
    const [request] = fake.requests;
    expect([request.method, request.path, request.headers["content-type"]]).toEqual([
      "POST",
      "/odeme/api/link/create",
      "application/x-www-form-urlencoded",
    ]);
    expect(form()).toEqual({
      merchant_id: "123456",
      name: "Yıllık abonelik",
      price: "1445",
      currency: "TL",
      max_installment: "1",
      link_type: "product",
      lang: "tr",
      min_count: "1",
      debug_on: "0",
      paytr_token: opensslHmacBase64("KEYkey123", "Yıllık abonelik" + "1445" + "TL" + "1" + "product" + "tr" + "1" + "SALTsalt456"),
    });
  });

  it("creates a collection link: the token ends with the email", async () => {
    answer = () => ({ status: 200, body: { status: "success", id: 987, link: "https://www.paytr.com/link/x" } });
    const link = await createPaymentLink(
      { name: "Kalan ödeme", price: 250000, maxInstallment: 6, linkType: "collection", email: "ayse@example.com", lang: "en" },
      credentials,
      { baseUrl: fake.url },
    );
    expect(link.id).toBe("987");
    expect(form()).toMatchObject({
      email: "ayse@example.com",
      paytr_token: opensslHmacBase64("KEYkey123", "Kalan ödeme" + "250000" + "TL" + "6" + "collection" + "en" + "ayse@example.com" + "SALTsalt456"),
    });
    expect(form()).not.toHaveProperty("min_count");
  });

  it.each([
    [{ status: "failed", reason: "name alani 4 karakterden kisa" }, "name alani 4 karakterden kisa"],
    [{ status: "error", err_no: "004", err_msg: "Gecersiz fiyat" }, "Gecersiz fiyat"],
  ])("throws PayTR's reason for %j", async (body, reason) => {
    answer = () => ({ status: 200, body });
    await expect(
      createPaymentLink({ name: "Abonelik", price: 100, maxInstallment: 1, linkType: "product", minCount: 1 }, credentials, { baseUrl: fake.url }),
    ).rejects.toMatchObject({ code: "failed", reason });
  });

  it("refuses success without a link", async () => {
    answer = () => ({ status: 200, body: { status: "success" } });
    await expect(
      createPaymentLink({ name: "Abonelik", price: 100, maxInstallment: 1, linkType: "product", minCount: 1 }, credentials, { baseUrl: fake.url }),
    ).rejects.toMatchObject({ code: "invalid_response" });
  });

  it("refuses a name shorter than 4 characters before calling PayTR", async () => {
    await expect(
      createPaymentLink({ name: "abc", price: 100, maxInstallment: 1, linkType: "product", minCount: 1 }, credentials, { baseUrl: fake.url }),
    ).rejects.toMatchObject({ code: "invalid_input", params: { field: "name" } });
    expect(fake.requests).toHaveLength(0);
  });
});
