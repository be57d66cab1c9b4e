// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import axe from "axe-core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { setupI18n } from "../../i18n";
import { loadPageTexts } from "../../i18n/page-texts";
import type { BookingApi, BookingPageData } from "./api";
import { BookingPage } from "./BookingPage";
import { bookingRoute } from "./routes";

beforeAll(async () => {
  await setupI18n("tr");
  await loadPageTexts(["booking"]);
});

const page: BookingPageData = {
  shop: { title: "Prenses Gelinlik", logo_url: null },
  hours: { open_days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], opening_time: "10:00", closing_time: "13:00", slot_minutes: 60, buffer_minutes: 15, days_ahead: 3 },
  today: "2030-06-03",
  from: "2030-06-03",
  to: "2030-06-05",
  slots: [
    { start_date: "2030-06-03", start_time: "10:00", end_time: "11:00" },
    { start_date: "2030-06-03", start_time: "11:15", end_time: "12:15" },
    { start_date: "2030-06-05", start_time: "10:00", end_time: "11:00" },
  ],
};

const fakeApi = (overrides: Partial<BookingApi> = {}): BookingApi & { [K in keyof BookingApi]: ReturnType<typeof vi.fn> } =>
  ({
    page: vi.fn(async () => page),
    requestCode: vi.fn(async () => ({ message: "ok" })),
    confirm: vi.fn(async () => ({ status: "pending" })),
    ...overrides,
  }) as never;

const open = (api: BookingApi) =>
  render(
    <MemoryRouter initialEntries={["/randevu-al/prenses"]}>
      <Routes>
        <Route path="/randevu-al/:slug" element={<BookingPage api={api} />} />
      </Routes>
    </MemoryRouter>,
  );

async function chooseDay(label: string) {
  fireEvent.mouseDown(screen.getByLabelText("Gün"));
  fireEvent.click(await screen.findByTitle(label));
}

describe("BookingPage", () => {
  it("walks a bride from a free slot through the code to the confirmation", async () => {
    const api = fakeApi();
    open(api);
    expect(await screen.findByRole("heading", { level: 1, name: "Prenses Gelinlik" })).toBeTruthy();
    expect(api.page).toHaveBeenCalledWith("prenses");
    // The first day with a free slot is chosen; its slots are offered.
    fireEvent.click(await screen.findByText("11:15–12:15"));
    fireEvent.change(screen.getByLabelText("Ad Soyad"), { target: { value: "Ayşe Yılmaz" } });
    fireEvent.change(screen.getByLabelText("Cep Telefonu"), { target: { value: "05321112233" } });
    fireEvent.click(screen.getByRole("button", { name: "Kod Gönder" }));
    await waitFor(() => expect(api.requestCode).toHaveBeenCalledWith("prenses", { start_date: "2030-06-03", start_time: "11:15", full_name: "Ayşe Yılmaz", gsm: "+90 (532) 111 22 33" }));
    fireEvent.change(await screen.findByLabelText("Onay Kodu"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Randevuyu Onayla" }));
    await waitFor(() => expect(api.confirm).toHaveBeenCalledWith("prenses", { start_date: "2030-06-03", start_time: "11:15", gsm: "+90 (532) 111 22 33", code: "123456" }));
    expect(await screen.findByText("Randevu talebiniz alındı")).toBeTruthy();
  });

  it("says when a day has no free slot", async () => {
    open(fakeApi());
    await screen.findByText("10:00–11:00");
    await chooseDay("04.06.2030 Salı");
    expect(await screen.findByText("Bu gün için boş saat yok")).toBeTruthy();
  });

  it("shows a wrong code on its field and a slot taken meanwhile, reading the slots again", async () => {
    const wrong = { message: "İstek hatalı", statusCode: 422, errors: { code: ["Kod hatalı, lütfen tekrar deneyin."] } };
    const taken = { message: "Bu saat az önce doldu, lütfen başka bir saat seçin.", statusCode: 409 };
    const confirm = vi.fn().mockRejectedValueOnce(wrong).mockRejectedValueOnce(taken);
    const api = fakeApi({ confirm });
    open(api);
    fireEvent.click(await screen.findByText("10:00–11:00"));
    fireEvent.change(screen.getByLabelText("Ad Soyad"), { target: { value: "Ayşe Yılmaz" } });
    fireEvent.change(screen.getByLabelText("Cep Telefonu"), { target: { value: "05321112233" } });
    fireEvent.click(screen.getByRole("button", { name: "Kod Gönder" }));
    fireEvent.change(await screen.findByLabelText("Onay Kodu"), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Randevuyu Onayla" }));
    expect(await screen.findByText("Kod hatalı, lütfen tekrar deneyin.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Randevuyu Onayla" }));
    expect(await screen.findByText("Bu saat az önce doldu, lütfen başka bir saat seçin.")).toBeTruthy();
    await waitFor(() => expect(api.page).toHaveBeenCalledTimes(2));
    expect(screen.getByRole("button", { name: "Kod Gönder" })).toBeTruthy();
  });

  it("says when the page does not exist or did not load", async () => {
    open(fakeApi({ page: vi.fn().mockRejectedValue({ statusCode: 404, message: "yok" }) }));
    expect(await screen.findByText("Randevu sayfası bulunamadı")).toBeTruthy();
  });

  it("labels every control of both steps (axe, without colour checks jsdom cannot make)", async () => {
    const { container } = open(fakeApi());
    fireEvent.click(await screen.findByText("10:00–11:00"));
    const check = async () => (await axe.run(container, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`);
    expect(await check()).toEqual([]);
    fireEvent.change(screen.getByLabelText("Ad Soyad"), { target: { value: "Ayşe Yılmaz" } });
    fireEvent.change(screen.getByLabelText("Cep Telefonu"), { target: { value: "05321112233" } });
    fireEvent.click(screen.getByRole("button", { name: "Kod Gönder" }));
    await screen.findByLabelText("Onay Kodu");
    expect(await check()).toEqual([]);
  });

  it("is routed at /randevu-al/:slug", () => {
    expect(bookingRoute().props.path).toBe("/randevu-al/:slug");
  });
});
