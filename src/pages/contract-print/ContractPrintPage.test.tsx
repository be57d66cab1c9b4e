// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setupI18n } from "../../i18n";
import { loadPageTexts } from "../../i18n/page-texts";
import { installFakeApi, on } from "../../providers/testing/fake-api";
import { CONTRACT_PAGE_STYLE, ContractPrintPage, type PublicContract } from "./ContractPrintPage";
import { contractPrintRoute } from "./routes";

const print = vi.fn();
let printOptions: { pageStyle?: string } | undefined;
vi.mock("react-to-print", () => ({
  useReactToPrint: (options: { pageStyle?: string }) => {
    printOptions = options;
    return print;
  },
}));

const TOKEN = "a".repeat(43);
const contract: PublicContract = {
  title: "Kiralama Sözleşmesi",
  html: "<h2>KİRALAMA SÖZLEŞMESİ</h2><p>Sayın &lt;script&gt;</p>",
  company: { title: "Prenses Gelinlik", logo_url: "/uploads/logo-key", print_logo: true },
};

beforeAll(async () => {
  await setupI18n("tr");
  await loadPageTexts(["contract_print"]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  print.mockClear();
});

const openAt = (path: string, element = contractPrintRoute()) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>{element}</Routes>
    </MemoryRouter>,
  );

describe("the contract print page", () => {
  it("loads the contract by its token without a token header and shows it on an A4 sheet with the shop's logo and title", async () => {
    localStorage.setItem("token", "tok-1");
    const api = installFakeApi(on("GET", `/api/public/contracts/${TOKEN}`, 200, contract));
    openAt(`/sozlesme/${TOKEN}`);
    expect(await screen.findByRole("heading", { name: "KİRALAMA SÖZLEŞMESİ" })).toBeTruthy();
    expect(screen.getByText("Sayın <script>")).toBeTruthy();
    expect(screen.getByText("Prenses Gelinlik")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Prenses Gelinlik logosu" }).getAttribute("src")).toBe("/uploads/logo-key");
    expect(api.requests[0].headers.get("authorization")).toBeNull();
    await waitFor(() => expect(document.title).toBe("Kiralama Sözleşmesi"));
    expect(printOptions?.pageStyle).toBe(CONTRACT_PAGE_STYLE);
    expect(CONTRACT_PAGE_STYLE).toContain("size: A4; margin: 15mm");
    localStorage.clear();
  });

  it("prints after the spec's delay when 'Yazdır' is clicked", async () => {
    render(
      <MemoryRouter initialEntries={[`/sozlesme/${TOKEN}`]}>
        <Routes>
          <Route path="/sozlesme/:token" element={<ContractPrintPage fetchContract={async () => contract} />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole("button", { name: /Yazdır/ }));
    expect(print).not.toHaveBeenCalled();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it("says so when the link leads to no contract", async () => {
    installFakeApi(on("GET", "/api/public/contracts/12", 404, { message: "Kayıt bulunamadı." }));
    openAt("/sozlesme/12");
    // The answer is the page's one h1 (e2e/page-checks.ts headingProblems).
    expect(await screen.findByRole("heading", { level: 1, name: /Sözleşme bulunamadı/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Yazdır/ })).toBeNull();
  });

  it("leaves the logo out when the shop has none", async () => {
    render(
      <MemoryRouter initialEntries={[`/sozlesme/${TOKEN}`]}>
        <Routes>
          <Route path="/sozlesme/:token" element={<ContractPrintPage fetchContract={async () => ({ ...contract, company: { title: "Prenses", logo_url: null } })} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText("Prenses")).toBeTruthy();
    expect(screen.queryByRole("img", { name: /logosu/ })).toBeNull();
  });
});
