import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Messages } from "react-big-calendar";
import CalendarBoard from "./CalendarBoard";
import { toEvent, type CalendarEvent, type CalendarRow } from "./calendar-events";

const day = "2026-11-11";
const row = (values: Partial<CalendarRow>): CalendarRow => ({
  id: 1,
  title: "Ayşe Yılmaz",
  client_id: 9,
  employee_id: null,
  start_date: day,
  start_time: "10:00",
  end_date: day,
  end_time: "11:00",
  status: "active",
  ...values,
});

const events: CalendarEvent[] = [
  row({ id: 1 }),
  row({ id: 2, title: "Zeynep Kaya", start_time: "12:00", end_time: "13:30", status: "passive" }),
  row({ id: 3, title: "Elif Demir", start_time: "15:00", end_time: "16:00", status: "pending", source: "online" }),
  row({ id: 4, title: null, client_id: null, start_date: "2026-11-12", end_date: "2026-11-12", start_time: "09:00", end_time: "09:45" }),
].map((event) => toEvent(event, "Kullanıcı bulunamadı"));

const messages: Messages<CalendarEvent> = { showMore: (count) => `+${count} daha`, noEventsInRange: "Randevu Bulunamadı" };

const meta: Meta<typeof CalendarBoard> = {
  title: "Engine/Calendar",
  component: CalendarBoard,
  args: {
    language: "tr",
    events,
    date: new Date(2026, 10, 11),
    view: "week",
    messages,
    hoursLabel: "Saatler",
    selectable: true,
    onNavigate: () => undefined,
    onView: () => undefined,
    onSelectSlot: () => undefined,
    onSelectEvent: () => undefined,
    changeable: () => true,
    onMove: () => undefined,
  },
};
export default meta;

type Story = StoryObj<typeof CalendarBoard>;

/** A fitting week from Monday: an active appointment, a completed one (grey), an online booking to accept (dashed), a gone client. */
export const Week: Story = {};

/** The month in German, the week from Montag. */
export const MonthGerman: Story = { args: { language: "de", view: "month" } };

/** The hairdresser's first view, in Kurmanji. */
export const DayKurmanji: Story = { args: { language: "ku", view: "day" } };
