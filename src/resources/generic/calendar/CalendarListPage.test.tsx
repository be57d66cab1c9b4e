// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { BaseRecord, DataProvider, GetListParams } from "@refinedev/core";
import { render, screen, waitFor } from "@testing-library/react";
import { Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routesFor } from "../..";
import { preloadPages } from "../../../../tests/preload-pages";
import type { ResourceSchema } from "../../../engine";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { schemas } from "../../../schemas";
import { appointments } from "../../../schemas/appointments.schema";
import { coiffeurAppointments } from "../../../schemas/coiffeurAppointments.schema";

const slow = { timeout: 15_000 };

const createApi = () => {
  const memory = createMemoryDataProvider(schemas as readonly ResourceSchema[], {});
  const lists: GetListParams[] = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: async (params) => {
      if (params.resource !== "appointments" && params.resource !== "coiffeurAppointments") return memory.dataProvider.getList(params);
      lists.push(params);
      const counters = { today: 1, tomorrow: 2, weekly: 3, monthly: 4, active: 5, passive: 6 };
      return { data: [] as BaseRecord[], total: 0, ...(params.resource === "coiffeurAppointments" ? { counters } : {}) } as never;
    },
  };
  return { dataProvider, lists };
};

const renderList = (path: string, allDealers = false) => {
  const api = createApi();
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider} allDealers={allDealers}>
      <Routes>{routesFor([appointments, coiffeurAppointments] as unknown as ResourceSchema[])}</Routes>
    </EngineHarness>,
  );
  return api;
};

beforeAll(() => preloadPages("list"));

describe("the lists of the calendars (randevular-liste/:type?, kuafor-randevular-liste/:type?)", () => {
  it("shows the hairdresser's six counters and leads to the calendar", async () => {
    renderList("/kuafor-randevular-liste");
    expect(await screen.findByText("Kuaför Randevuları", {}, slow)).toBeTruthy();
    for (const label of ["Bugün", "Yarın", "Bu Hafta", "Bu Ay", "Aktif", "Tamamlanan"]) expect(await screen.findByText(label, {}, slow)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Takvim/ }).getAttribute("href")).toBe("/kuafor-randevular");
  });

  it("refuses the all view to a shop's users", async () => {
    renderList("/randevular-liste/all");
    expect(await screen.findByText("Yetkisiz Erişim", {}, slow)).toBeTruthy();
  });

  it("gives operators the all view over every dealer", async () => {
    const api = renderList("/randevular-liste/all", true);
    expect(await screen.findByText("Prova Randevuları", {}, slow)).toBeTruthy();
    await waitFor(() => expect(api.lists.at(-1)?.meta).toMatchObject({ dealerScope: "all" }), slow);
  });
});
