// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { preloadPages } from "../../../../tests/preload-pages";

beforeAll(() => preloadPages("show"));

describe("generated show page", () => {
  it("shows every property by its widget, HTML as markup", async () => {
    const { container } = render(<EngineHarness routerBindings={false} path="/ornek/40" />);
    expect(await screen.findByText("Emre Aydın 40")).toBeTruthy();
    expect(screen.getByText("Örnek Detayı")).toBeTruthy();
    expect(screen.getByText("Vergi No")).toBeTruthy();
    expect(screen.getByText("50.000,50")).toBeTruthy();
    expect(container.querySelector("strong")?.textContent).toBe("cumartesi");
    expect(screen.getByText("TR33 0006 1005 1978 6457 8413 26")).toBeTruthy();
    await waitFor(() => expect(container.querySelector(".refine-edit-button")?.getAttribute("title")).toBe("Düzenle"));
    expect(container.querySelector(".refine-delete-button")?.getAttribute("title")).toBe("Sil");
  });

  it("answers a refused page with the 403 result", async () => {
    render(<EngineHarness routerBindings={false} path="/ornek/40" deny={["show"]} />);
    expect(await screen.findByText("Bu sayfayı görüntüleme yetkiniz yok.")).toBeTruthy();
  });

  it("answers a missing record with a not-found result and a way back to the list", async () => {
    render(<EngineHarness routerBindings={false} path="/ornek/99999" />);
    expect(await screen.findByText("Kayıt Bulunamadı")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Listeye Dön" }).getAttribute("href")).toBe("/ornekler");
  });
});

describe("document title of a refused page", () => {
  it("is the 403 title, not the refused page's", async () => {
    render(<EngineHarness routerBindings={false} path="/ornek/40" deny={["show"]} />);
    await screen.findByText("Bu sayfayı görüntüleme yetkiniz yok.");
    expect(document.title).toBe("Yetkisiz Erişim | Gelinlik Yönetim Paneli");
  });
});
