// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createPartyApi, sampleClient } from "../../parties/__fixtures__/party-fake-api";
import ClientDetailPage from "./ClientDetailPage";

const renderPage = (api = createPartyApi(), deny: string[] = []) => {
  render(
    <EngineHarness routerBindings={false} path="/musteri/5" schemas={[]} dataProvider={api.dataProvider} deny={deny}>
      <Routes>
        <Route path="/musteri/:id" element={<ClientDetailPage />} />
        <Route path="/musteri-detay/:id" element={<p>rapor sayfası</p>} />
      </Routes>
    </EngineHarness>,
  );
  return api;
};

const card = async (label: string) => (await screen.findByRole("group", { name: label })).textContent;

describe("Müşteri detayı (musteri/:id)", () => {
  it("shows the six cards from GET /client-details in Turkish money, the buttons and the sections", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Ayşe Kaya" })).toBeTruthy();
    expect(await card("Toplam Satış")).toContain("₺0,00");
    expect(await card("Toplam Kiralama")).toContain("₺3.000,00");
    expect(await card("Ödenen")).toContain("₺1.800,50");
    expect(await card("Kalan Alacak")).toContain("₺1.199,50");
    expect(await card("Kalan Borç")).toContain("₺0,00");
    expect(await card("Bakiye")).toContain("₺1.199,50");
    for (const name of ["Ölçüler", "SMS Gönder", "Detaylı Rapor", "Ara Ödeme", "Kayıt Oluştur", "Müşteri Ürünleri", "Düzenle"]) {
      expect(screen.getByRole("button", { name: new RegExp(name) })).toBeTruthy();
    }
    for (const title of ["Bilgiler", "Banka Hesapları", "Fotoğraflar", "Ödeme Geçmişi", "Sözleşmeler", "Kiralanan Ürünler", "Randevular"]) {
      expect(await screen.findByText(title, { selector: ".ant-card-head-title" })).toBeTruthy();
    }
    // The bank account from her row, her fitting from the appointments route.
    expect(await screen.findByText("Ziraat Bankası")).toBeTruthy();
    expect(await screen.findByText("Son prova")).toBeTruthy();
  });

  it("leaves out the photos without productimage_permission and the money buttons without access to the records", async () => {
    renderPage(createPartyApi(), ["client_images:list", "accountings:create", "accountings:list"]);
    expect(await screen.findByRole("heading", { name: "Ayşe Kaya" })).toBeTruthy();
    await screen.findByText("Randevular", { selector: ".ant-card-head-title" });
    expect(screen.queryByText("Fotoğraflar")).toBeNull();
    expect(screen.queryByText("Ödeme Geçmişi")).toBeNull();
    expect(screen.queryByRole("button", { name: /Ara Ödeme/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Kayıt Oluştur/ })).toBeNull();
  });

  it("uploads a PNG as multipart with her id, shows it, and deletes it after the question", async () => {
    const api = renderPage();
    expect(await screen.findByText("Fotoğraf yok.")).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "gelinlik.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByAltText("Ayşe Kaya – fotoğraf 1")).toBeTruthy();
    const upload = api.calls.find((call) => call.url.endsWith("/clients/uploadimage"))!;
    const body = upload.payload as FormData;
    expect(body.get("client_id")).toBe("5");
    expect((body.get("file") as File).name).toBe("gelinlik.png");

    fireEvent.click(screen.getByRole("button", { name: /^Sil: Ayşe Kaya – fotoğraf 1/ }));
    expect(await screen.findByText("Fotoğrafı silmek istediğinize emin misiniz?")).toBeTruthy();
    const popup = document.querySelector(".ant-popconfirm") as HTMLElement;
    fireEvent.click(within(popup).getByRole("button", { name: "Sil" }));
    expect(await screen.findByText("Fotoğraf yok.")).toBeTruthy();
    expect(api.calls.find((call) => call.url.endsWith("/clients/deleteimage"))?.payload).toEqual({ id: 100 });
  });

  it("refuses a file that is not JPEG or PNG before sending it", async () => {
    const api = renderPage();
    await screen.findByText("Fotoğraf yok.");
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["x"], "not.gif", { type: "image/gif" })] } });
    expect(await screen.findByText("Yalnızca JPEG veya PNG dosyası yükleyebilirsiniz.")).toBeTruthy();
    expect(api.calls.some((call) => call.url.endsWith("/clients/uploadimage"))).toBe(false);
  });

  it("says an erased client's data is gone and offers no SMS", async () => {
    renderPage(createPartyApi({ client: sampleClient({ full_name: "Silinmiş Kişi", erased_at: "2026-11-21T09:00:00.000Z" }) }));
    expect(await screen.findByText("Kişisel veriler silindi (KVKK)")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Detaylı Rapor/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /SMS Gönder/ })).toBeNull();
  });

  it("says 'Müşteri Silinmiş' for a client that is gone", async () => {
    renderPage(createPartyApi({ client: null }));
    expect(await screen.findByText("Müşteri Silinmiş")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Listeye Dön" })).toBeTruthy();
  });

  it("opens the clients' SMS action form from 'SMS Gönder'", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: /SMS Gönder/ }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Mesaj", { selector: "label" })).toBeTruthy();
  });

  it("opens the detailed report", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: /Detaylı Rapor/ }));
    expect(await screen.findByText("rapor sayfası")).toBeTruthy();
  });

  it("opens the interim payment preset to her: it offers her open credits only", async () => {
    const api = renderPage();
    fireEvent.click(await screen.findByRole("button", { name: /Ara Ödeme/ }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.find((call) => call.url.endsWith("/accountings") && call.method === "get")?.query).toMatchObject({ kind_in: "credit,supplier_credit,debt", client_id: 5 }),
    );
  });
});
