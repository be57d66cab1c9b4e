// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResourceSchema } from "../../engine";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { appointmentSettings } from "../../schemas/appointment_settings.schema";
import AppointmentSettingsPanel, { bookingLink } from "./AppointmentSettingsPanel";

const schemas = [appointmentSettings] as unknown as ResourceSchema[];
const base = { id: 1, version: 1, reminder_hours: 24, open_days: ["mon", "tue"], opening_time: "10:00", closing_time: "19:00", slot_minutes: 60, buffer_minutes: 15, days_ahead: 60 };

const createApi = (row: Record<string, unknown>, savedAs: Record<string, unknown>) => {
  const saves: unknown[] = [];
  const dataProvider: DataProvider = {
    ...createMemoryDataProvider([], {}).dataProvider,
    custom: async ({ url, method, payload }: CustomParams) => {
      if (url === "/api/appointment_settings" && method === "get") return { data: row as never };
      if (url === "/api/appointment_settings" && method === "put") {
        saves.push(payload);
        return { data: savedAs as never };
      }
      throw { statusCode: 404, message: `no ${method} ${url}` };
    },
  };
  return { dataProvider, saves };
};

const renderPanel = (api: ReturnType<typeof createApi>) =>
  render(
    <EngineHarness routerBindings={false} path="/ayarlar" schemas={schemas} dataProvider={api.dataProvider}>
      <AppointmentSettingsPanel />
    </EngineHarness>,
  );

describe("the settings' 'Randevu' tab", () => {
  it("shows the generated form and, once online booking is on, the booking page's full link", async () => {
    const api = createApi({ ...base, online_enabled: false, online_slug: null }, { ...base, version: 2, online_enabled: true, online_slug: "abcdefghjkmn" });
    renderPanel(api);
    expect(await screen.findByText("Online randevu", { selector: "label" })).toBeTruthy();
    expect(screen.queryByText("Online randevu sayfası")).toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: "Online randevu" }));
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]).toMatchObject({ online_enabled: true });
    expect(await screen.findByText("Online randevu sayfası")).toBeTruthy();
    expect(screen.getByRole("link", { name: bookingLink("abcdefghjkmn") })).toBeTruthy();
  });

  it("shows the link of a shop whose booking is on as it opens", async () => {
    renderPanel(createApi({ ...base, online_enabled: true, online_slug: "gelinlik-evi" }, base));
    expect(await screen.findByRole("link", { name: bookingLink("gelinlik-evi") })).toBeTruthy();
  });
});
