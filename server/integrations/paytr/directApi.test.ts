import { describe, expect, it } from "vitest";
import { opensslHmacBase64 } from "../testing/opensslHmac";
import { DIRECT_API_CARD_FIELDS, directApiFormFields } from "./directApi";

const credentials = { merchantId: "123456", merchantKey: "KEYkey123", merchantSalt: "SALTsalt456" };

describe("directApiFormFields", () => {
  const form = directApiFormFields(
    {
      userIp: "85.34.78.112",
      merchantOid: "GLN2024000124",
      email: "ayse@example.com",
      paymentAmount: 10099,
      basket: [{ name: "Gelinlik", unitPrice: 10099, quantity: 1 }],
      testMode: true,
      userName: "Ayşe Yılmaz",
      userAddress: "Kadıköy / İstanbul",
      userPhone: "05321234567",
      merchantOkUrl: "https://shop.example.com/ok",
      merchantFailUrl: "https://shop.example.com/fail",
    },
    credentials,
    { baseUrl: "http://127.0.0.1:9/" },
  );

  it("posts to /odeme on the configured base URL", () => {
    expect(form.action).toBe("http://127.0.0.1:9/odeme");
  });

  it("returns every field with the amount as a decimal string and an openssl-identical token", () => {
    const concatenation = "123456" + "85.34.78.112" + "GLN2024000124" + "ayse@example.com" + "100.99" + "card" + "0" + "TL" + "1" + "0";
    expect(form.fields).toEqual({
      merchant_id: "123456",
      user_ip: "85.34.78.112",
      merchant_oid: "GLN2024000124",
      email: "ayse@example.com",
      payment_amount: "100.99",
      payment_type: "card",
      installment_count: "0",
      currency: "TL",
      test_mode: "1",
      non_3d: "0",
      paytr_token: opensslHmacBase64("KEYkey123", concatenation + "SALTsalt456"),
      non3d_test_failed: "0",
      client_lang: "tr",
      merchant_ok_url: "https://shop.example.com/ok",
      merchant_fail_url: "https://shop.example.com/fail",
      user_name: "Ayşe Yılmaz",
      user_address: "Kadıköy / İstanbul",
      user_phone: "05321234567",
      user_basket: JSON.stringify([["Gelinlik", "100.99", 1]]),
      debug_on: "0",
    });
  });

  it("carries no card data: the browser adds those fields", () => {
    for (const field of DIRECT_API_CARD_FIELDS) expect(form.fields).not.toHaveProperty(field);
  });
});
