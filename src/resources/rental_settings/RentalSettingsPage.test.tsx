// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { routesFor } from "..";
import type { ResourceSchema } from "../../engine";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { rentalSettings } from "../../schemas/rental_settings.schema";

const slow = { timeout: 15_000 };

describe("Kiralama Ayarları (kiralama-ayarlari)", () => {
  it("is the generated singleton form: the turnaround days and the late fee per day, saved with PUT", async () => {
    const puts: CustomParams[] = [];
    const dataProvider: DataProvider = {
      ...createMemoryDataProvider([], {}).dataProvider,
      custom: async (params) => {
        if (params.url === "/api/rental_settings" && params.method === "get") {
          return { data: { id: null, version: null, turnaround_days: 1, late_fee_per_day: "0.00" } as never };
        }
        if (params.url === "/api/rental_settings" && params.method === "put") {
          puts.push(params);
          return { data: { id: 1, version: 1, ...(params.payload as object) } as never };
        }
        throw { statusCode: 404, message: `no ${params.method} ${params.url}` };
      },
    };
    render(
      <EngineHarness routerBindings={false} path="/kiralama-ayarlari" schemas={[rentalSettings as unknown as ResourceSchema]} dataProvider={dataProvider}>
        <Routes>{routesFor([rentalSettings as unknown as ResourceSchema])}</Routes>
      </EngineHarness>,
    );
    expect(await screen.findByText("Teslim Sonrası Hazırlık Süresi (Gün)", { selector: "label" }, slow)).toBeTruthy();
    const fee = screen.getByText("Günlük Gecikme Ücreti", { selector: "label" }).closest(".ant-form-item")!.querySelector("input") as HTMLInputElement;
    fireEvent.change(fee, { target: { value: "150" } });
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(puts).toHaveLength(1), slow);
    expect(puts[0]!.payload).toMatchObject({ turnaround_days: 1, late_fee_per_day: "150" });
  });
});
