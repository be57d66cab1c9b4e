// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeApi, on } from "../../providers/testing/fake-api";
import { SettingsHarness, userInfo, userRoute } from "./__fixtures__/settings-harness";

afterEach(() => vi.unstubAllGlobals());

describe("output settings tab", () => {
  it("shows the six switches from the company and sends the one turned", async () => {
    const flags = { print_company_logo: true, print_sale_price: false, print_rent_price: true, auto_sale_sms: false, qrcode_in_barcode: true, barcode_in_barcode: false };
    const api = installFakeApi(userRoute(userInfo({ company: flags })), on("POST", "/api/profile/update-company", 200, { message: "Firma bilgileri güncellendi." }));
    render(<SettingsHarness path="/ayarlar?tab=output" />);
    const autoSms = await screen.findByRole("switch", { name: "Satışta müşteriye otomatik SMS gönderilsin" });
    expect(screen.getAllByRole("switch").map((control) => control.getAttribute("aria-checked"))).toEqual(["true", "false", "true", "false", "true", "false"]);
    fireEvent.click(autoSms);
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    expect(await screen.findByText("Firma bilgileri güncellendi.")).toBeTruthy();
    await waitFor(() => expect(api.requests.find((request) => request.url.pathname === "/api/profile/update-company")?.body).toEqual({ auto_sale_sms: true }));
  });
});
