// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import FutureAccountingsPage, { PAST_DUE_CLASS } from "./FutureAccountingsPage";
import type { FutureRow, FutureType } from "./use-future-accountings";

const row = (id: number, title: string, pastDue: boolean, party: Partial<FutureRow>): FutureRow => ({
  id,
  kind: "credit",
  title,
  date: "2026-01-05",
  price: "1000.00",
  paid: "250.00",
  remaining: "750.00",
  last_payment_date: pastDue ? "2026-01-10" : "2099-12-31",
  client_name: null,
  supplier_name: null,
  past_due: pastDue,
  ...party,
});

/** The server's answers of the conversion (H1's contract), word for word. */
const CONVERTED = { credit: "Alacak Başarıyla Gelire Dönüştürüldü!", debt: "Ödeme başarıyla gidere dönüştürüldü!" } as const;

/** `GET /future-accountings` and `PUT /change-accounting-type` over two open records; every call recorded. */
const createApi = (type: FutureType) => {
  let rows = [row(1, "Gelinlik taksiti", true, { client_name: "Ayşe Yılmaz" }), row(2, "Kumaş", false, { supplier_name: "Tül Tekstil" })];
  const calls: { url: string; method: string; query?: unknown; payload?: unknown }[] = [];
  const dataProvider: DataProvider = {
    ...createMemoryDataProvider([], {}).dataProvider,
    custom: async (params: CustomParams) => {
      calls.push({ url: params.url, method: params.method, query: params.query, payload: params.payload });
      if (params.url.endsWith("/change-accounting-type")) {
        const { id } = params.payload as { id: number };
        rows = rows.filter((candidate) => candidate.id !== id);
        return { data: { message: CONVERTED[type], data: { id } } as never };
      }
      const remaining = rows.length * 750;
      return {
        data: { data: rows, current_page: 1, per_page: 15, total: rows.length, last_page: 1, total_remaining: `${remaining}.00`, month: "", type } as never,
      };
    },
  };
  return { dataProvider, calls };
};

const renderPage = (type: FutureType) => {
  const api = createApi(type);
  render(
    <EngineHarness routerBindings={false} path={`/accountings/${type}s`} schemas={[]} dataProvider={api.dataProvider}>
      <FutureAccountingsPage type={type} />
    </EngineHarness>,
  );
  return api;
};

const rowOf = async (text: string) => (await screen.findByText(text)).closest("tr") as HTMLElement;

describe("Alacaklar and Borçlar", () => {
  it("asks for this month's open credits and shows their total, parties and what is left", async () => {
    const api = renderPage("credit");
    const first = await rowOf("Gelinlik taksiti");
    expect(api.calls[0]).toMatchObject({ url: "/api/future-accountings", method: "get", query: { type: "credit", month: dayjs().format("YYYY-MM"), page: 1 } });
    expect(within(screen.getByTestId("future-total")).getByRole("group", { name: "Toplam Alacak" }).textContent).toContain("₺1.500,00");
    expect(first.textContent).toContain("Ayşe Yılmaz");
    expect(first.textContent).toContain("₺750,00");
    expect((await rowOf("Kumaş")).textContent).toContain("Tül Tekstil");
  });

  it("highlights a past-due row with its class and says it in words, not by colour alone", async () => {
    renderPage("credit");
    const late = await rowOf("Gelinlik taksiti");
    expect(late.className).toContain(PAST_DUE_CLASS);
    expect(within(late).getByText("(Vadesi geçti)")).toBeTruthy();
    const onTime = await rowOf("Kumaş");
    expect(onTime.className).not.toContain(PAST_DUE_CLASS);
    expect(within(onTime).queryByText("(Vadesi geçti)")).toBeNull();
  });

  it("converts a credit to income after the question, shows the server's toast and reads the list again", async () => {
    const api = renderPage("credit");
    fireEvent.click(within(await rowOf("Gelinlik taksiti")).getByRole("button", { name: /Gelire Dönüştür/ }));
    const question = await screen.findByText(/"Gelinlik taksiti" bugünün tarihiyle gelire dönüştürülecektir/);
    fireEvent.click(within(question.closest(".ant-popover") as HTMLElement).getByRole("button", { name: "Tamam" }));
    expect(await screen.findByText("Alacak Başarıyla Gelire Dönüştürüldü!")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "put")).toEqual({ url: "/api/change-accounting-type", method: "put", query: undefined, payload: { id: 1, type: "income" } });
    await waitFor(() => expect(screen.queryByText("Gelinlik taksiti")).toBeNull());
  });

  it("converts a debt to expense with the server's words", async () => {
    const api = renderPage("debt");
    expect(await screen.findByRole("heading", { name: "Borçlar" })).toBeTruthy();
    fireEvent.click(within(await rowOf("Kumaş")).getByRole("button", { name: /Gidere Dönüştür/ }));
    const question = await screen.findByText(/"Kumaş" bugünün tarihiyle gidere dönüştürülecektir/);
    fireEvent.click(within(question.closest(".ant-popover") as HTMLElement).getByRole("button", { name: "Tamam" }));
    expect(await screen.findByText("Ödeme başarıyla gidere dönüştürüldü!")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "put")?.payload).toEqual({ id: 2, type: "expense" });
  });

  it("sends nothing when the question is answered 'Vazgeç'", async () => {
    const api = renderPage("credit");
    fireEvent.click(within(await rowOf("Kumaş")).getByRole("button", { name: /Gelire Dönüştür/ }));
    const question = await screen.findByText(/"Kumaş" bugünün tarihiyle/);
    fireEvent.click(within(question.closest(".ant-popover") as HTMLElement).getByRole("button", { name: "Vazgeç" }));
    await waitFor(() => expect(question.closest(".ant-popover")?.className).toContain("hidden"));
    expect(api.calls.some((call) => call.method === "put")).toBe(false);
  });
});
