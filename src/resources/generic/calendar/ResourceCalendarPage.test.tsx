// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { BaseRecord, CustomParams, DataProvider } from "@refinedev/core";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createElement, type ComponentType } from "react";
import { Routes } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { routesFor } from "../..";
import { preloadPages } from "../../../../tests/preload-pages";
import { DEFAULT_SHOP_TIME_ZONE, addDays, localDateIn } from "../../../domain/periods";
import type { ResourceSchema } from "../../../engine";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { schemas } from "../../../schemas";
import { appointments } from "../../../schemas/appointments.schema";
import { coiffeurAppointments } from "../../../schemas/coiffeurAppointments.schema";
import type { CalendarEvent, CalendarRow } from "./calendar-events";

/** The drag-and-drop calendar's props as last rendered: a drop or a slot selection is what react-big-calendar hands them. */
const calendar = vi.hoisted(() => ({ props: undefined as undefined | Record<string, unknown> }));
vi.mock("react-big-calendar/lib/addons/dragAndDrop", async (importOriginal) => {
  const real = await importOriginal<{ default: unknown }>();
  const wrap = (typeof real.default === "function" ? real.default : (real.default as { default: unknown }).default) as (component: unknown) => ComponentType<Record<string, unknown>>;
  return {
    default: (component: unknown) => {
      const Wrapped = wrap(component);
      return (props: Record<string, unknown>) => {
        calendar.props = props;
        return createElement(Wrapped, props);
      };
    },
  };
});

const slow = { timeout: 15_000 };
const today = localDateIn(new Date(), DEFAULT_SHOP_TIME_ZONE);
const CLASH = "Bu saatte Ayşe Yılmaz'ın randevusu var (10:00–11:00).";

const row = (values: Partial<CalendarRow>): CalendarRow => ({
  id: 1,
  title: "Ayşe Yılmaz",
  client_id: 9,
  employee_id: null,
  employee_name: null,
  start_date: today,
  start_time: "10:00",
  end_date: today,
  end_time: "11:00",
  status: "active",
  source: "shop",
  services: [],
  description: null,
  contract_no: "S-12",
  send_sms: false,
  _can: { update: true, delete: true, complete: true, accept: false },
  ...values,
});

interface Api {
  dataProvider: DataProvider;
  calls: CustomParams[];
  updates: { id: unknown; variables: unknown }[];
}

/** The calendar routes answer `rows`; a PUT is refused with the server's clash message when `refuseMoves`. */
const createApi = (rows: CalendarRow[], refuseMoves = false): Api => {
  const memory = createMemoryDataProvider(schemas as readonly ResourceSchema[], {});
  const calls: CustomParams[] = [];
  const updates: Api["updates"] = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    custom: async (params) => {
      calls.push(params);
      if (/\/api\/(appointmentsCalendar|coiffeurAppointments\/calendar)$/.test(params.url)) return { data: rows as never };
      return memory.dataProvider.custom!(params);
    },
    update: async (params) => {
      updates.push({ id: params.id, variables: params.variables });
      if (refuseMoves) throw Object.assign(new Error(CLASH), { message: CLASH, statusCode: 409 });
      return { data: { id: params.id, ...(params.variables as BaseRecord) } as never };
    },
  };
  return { dataProvider, calls, updates };
};

const renderCalendar = (path: string, api: Api) => {
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider}>
      <Routes>{routesFor([appointments, coiffeurAppointments] as unknown as ResourceSchema[])}</Routes>
    </EngineHarness>,
  );
  return api;
};

const calendarEvents = () => calendar.props?.events as CalendarEvent[];
const eventsCall = (api: Api) => api.calls.filter((call) => /Calendar|calendar/.test(call.url)).at(-1);

/** The drag-and-drop calendar, loaded right after react-big-calendar itself, is drawn. */
const draggable = () => waitFor(() => expect(calendar.props).toBeDefined(), slow);

beforeAll(() => Promise.all([preloadPages("calendar", "create"), import("./CalendarBoard")]));
beforeEach(() => {
  calendar.props = undefined;
});

describe("the calendar page (routes.calendar)", () => {
  it("draws the hairdresser's appointments of the day (its first view) from its calendar route", async () => {
    const api = renderCalendar("/kuafor-randevular", createApi([row({ id: 3, title: "Zeynep Kaya", start_time: "09:30", end_time: "10:30" })]));
    expect(await screen.findByText("Zeynep Kaya", {}, slow)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Kuaför Randevuları" })).toBeTruthy();
    expect(eventsCall(api)).toMatchObject({ url: "/api/coiffeurAppointments/calendar", query: { start: today, end: today } });
    await draggable();
    expect(calendar.props).toMatchObject({ view: "day", style: { height: 750 } });
    expect((calendar.props?.scrollToTime as Date).getHours()).toBe(7);
    expect(document.querySelector(".rbc-calendar.calendar-board")).not.toBeNull();
    // axe: the scrolling hours are a labelled region; no partial table roles are left.
    await waitFor(() => expect(document.querySelector(".rbc-time-content")?.getAttribute("aria-label")).toBe("Günün saatleri"));
    expect(document.querySelectorAll(".rbc-calendar [role=rowgroup], .rbc-calendar [role=row], .rbc-calendar [role=cell]")).toHaveLength(0);
    // Both ways between the calendar and the list.
    expect(screen.getByRole("link", { name: /Liste/ }).getAttribute("href")).toBe("/kuafor-randevular-liste");
  });

  it("asks the fittings' calendar for the whole month from the Monday before it, and says 'Randevu Bulunamadı' when it is empty", async () => {
    const api = renderCalendar("/randevular", createApi([]));
    expect(await screen.findByText("Randevu Bulunamadı", {}, slow)).toBeTruthy();
    await draggable();
    await waitFor(() => expect(document.querySelectorAll(".rbc-calendar [aria-sort], .rbc-calendar [role=columnheader], .rbc-calendar [role=table]")).toHaveLength(0));
    const query = eventsCall(api)?.query as { start: string; end: string };
    expect(eventsCall(api)?.url).toBe("/api/appointmentsCalendar");
    expect(new Date(`${query.start}T12:00:00`).getDay()).toBe(1);
    expect(new Date(`${query.end}T12:00:00`).getDay()).toBe(0);
    expect(query.start <= `${today.slice(0, 7)}-01`).toBe(true);
  });

  it("opens the generated create form from 10:00 to 11:00 on the day clicked in the month view", async () => {
    renderCalendar("/randevular", createApi([]));
    await screen.findByText("Randevu Bulunamadı", {}, slow);
    await draggable();
    const day = addDays(today, 3);
    const [y, m, d] = day.split("-").map(Number);
    const start = new Date(y, m - 1, d);
    act(() => {
      (calendar.props?.onSelectSlot as (slot: unknown) => void)({ start, end: new Date(y, m - 1, d + 1), slots: [start], action: "click" });
    });
    const dialog = await screen.findByRole("dialog", {}, slow);
    expect(within(dialog).getByText("Prova Randevusu Oluştur")).toBeTruthy();
    expect(await within(dialog).findByDisplayValue("10:00", {}, slow)).toBeTruthy();
    expect(within(dialog).getByDisplayValue("11:00")).toBeTruthy();
    expect(within(dialog).getAllByDisplayValue(`${String(d).padStart(2, "0")}.${String(m).padStart(2, "0")}.${y}`).length).toBe(2);
  });

  it("opens an appointment's detail: the client in a new tab, or 'Kullanıcı bulunamadı' when the client is gone", async () => {
    renderCalendar("/kuafor-randevular", createApi([row({ id: 4 }), row({ id: 5, title: null, client_id: null, start_time: "12:00", end_time: "13:00" })]));
    fireEvent.click(await screen.findByText("Ayşe Yılmaz", {}, slow));
    let dialog = await screen.findByRole("dialog", {}, slow);
    const client = within(dialog).getByRole("link", { name: "Ayşe Yılmaz" });
    expect(client.getAttribute("href")).toBe("/musteri/9");
    expect(client.getAttribute("target")).toBe("_blank");
    expect(within(dialog).getByText("S-12")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Tamamlandı" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Düzenle" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Hatırlat" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // The calendar names the gone client's appointment the same way.
    fireEvent.click(screen.getAllByText("Kullanıcı bulunamadı")[0]);
    dialog = await screen.findByRole("dialog", {}, slow);
    expect(within(dialog).getByText("Kullanıcı bulunamadı")).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: /musteri/ })).toBeNull();
  });

  it("opens an appointment from the keyboard in the month view: the event is a focusable button, Enter opens it", async () => {
    renderCalendar("/randevular", createApi([row({ id: 7, title: "Elif Demir" })]));
    const event = (await screen.findByText("Elif Demir", {}, slow)).closest<HTMLElement>(".rbc-event")!;
    await waitFor(() => expect(event.getAttribute("tabindex")).toBe("0"));
    expect(event.getAttribute("role")).toBe("button");
    event.focus();
    fireEvent.keyDown(event, { key: "Enter" });
    const dialog = await screen.findByRole("dialog", {}, slow);
    expect(within(dialog).getByRole("link", { name: "Elif Demir" })).toBeTruthy();
  });

  it("moves a dragged appointment through the PUT and puts it back, with the server's message, when the move is refused", async () => {
    const api = renderCalendar("/kuafor-randevular", createApi([row({ id: 6, employee_id: 2 })], true));
    await screen.findByText("Ayşe Yılmaz", {}, slow);
    await draggable();
    const [event] = calendarEvents();
    const original = event.start.getTime();
    const [y, m, d] = today.split("-").map(Number);
    act(() => {
      (calendar.props?.onEventDrop as (args: unknown) => void)({ event, start: new Date(y, m - 1, d, 14, 0), end: new Date(y, m - 1, d, 15, 30) });
    });
    await waitFor(() => expect(api.updates).toHaveLength(1));
    expect(api.updates[0]).toMatchObject({
      id: 6,
      variables: { client_id: 9, employee_id: 2, start_date: today, start_time: "14:00", end_date: today, end_time: "15:30", contract_no: "S-12" },
    });
    expect(api.updates[0].variables).not.toHaveProperty("description");
    expect(await screen.findByText(CLASH, {}, slow)).toBeTruthy();
    await waitFor(() => expect(calendarEvents()[0].start.getTime()).toBe(original));
  });
});
