import { useEffect, useMemo, useRef, useState, type ComponentType, type CSSProperties, type KeyboardEvent } from "react";
import { Calendar, type CalendarProps, type EventPropGetter, type Messages } from "react-big-calendar";
import type { EventInteractionArgs, withDragAndDropProps } from "react-big-calendar/lib/addons/dragAndDrop";
import "react-big-calendar/lib/addons/dragAndDrop/styles.css";
import "react-big-calendar/lib/css/react-big-calendar.css";
import "./calendar.css";
import type { Language } from "../../../i18n/languages";
import type { CalendarEvent, CalendarRow, CalendarView } from "./calendar-events";
import { CALENDAR_FORMATS, calendarCulture, calendarLocalizer } from "./calendar-localizer";

const VIEWS: CalendarView[] = ["month", "week", "day"];
/** Spec §9: the day starts in view at 07:00, the calendar is 750 px high. */
const SCROLL_TO = new Date(1970, 0, 1, 7, 0);
export const CALENDAR_HEIGHT = 750;

/** A completed appointment looks done (grey, struck through); an online booking not yet accepted is dashed. */
const EVENT_STYLES: Partial<Record<CalendarRow["status"], CSSProperties>> = {
  passive: { background: "#f0f0f0", color: "#595959", border: "1px solid #bfbfbf", textDecoration: "line-through" },
  pending: { background: "#ffffff", color: "#1d4f7c", border: "2px dashed #3174ad" },
};
const eventStyle: EventPropGetter<CalendarEvent> = (event) => ({ className: `calendar-event-${event.row.status}`, style: EVENT_STYLES[event.row.status] });

/** The table roles react-big-calendar puts on its boxes (a row of events without cells, a rowgroup outside any table). */
const GRID_ROLES = ["table", "rowgroup", "row", "cell", "columnheader"];

/**
 * react-big-calendar's markup as axe (WCAG 2.1 A/AA) accepts it: its partial table roles (the week view's all-day
 * row is a rowgroup outside any table, a row holds event buttons instead of cells) come off, so the days read as
 * plain boxes with their buttons; the hours, which scroll inside their box, are a labelled region the keyboard
 * reaches, and so is every event. Kept up as react-big-calendar draws new boxes.
 */
const settleMarkup = (box: HTMLElement, hoursLabel: string) => {
  for (const element of box.querySelectorAll("[role]")) {
    if (GRID_ROLES.includes(element.getAttribute("role") ?? "")) {
      element.removeAttribute("role");
      element.removeAttribute("aria-label");
      // A day's column header says `aria-sort`, which only a column header may.
      element.removeAttribute("aria-sort");
    }
  }
  // The month view's events are plain boxes (the week and day views' are buttons already): the keyboard reaches them.
  for (const event of box.querySelectorAll<HTMLElement>(".rbc-event:not([tabindex])")) {
    event.tabIndex = 0;
    event.setAttribute("role", "button");
  }
  for (const hours of box.querySelectorAll<HTMLElement>(".rbc-time-content")) {
    if (hours.getAttribute("role") === "region") continue;
    hours.tabIndex = 0;
    hours.setAttribute("role", "region");
    hours.setAttribute("aria-label", hoursLabel);
  }
};

export interface CalendarBoardProps {
  language: Language;
  events: CalendarEvent[];
  date: Date;
  view: CalendarView;
  messages: Messages<CalendarEvent>;
  /** The name of the scrolling hours of the week and day views. */
  hoursLabel: string;
  onNavigate: (date: Date) => void;
  onView: (view: CalendarView) => void;
  selectable: boolean;
  onSelectSlot: (start: Date, end: Date) => void;
  onSelectEvent: (event: CalendarEvent) => void;
  changeable: (event: CalendarEvent) => boolean;
  onMove: (args: EventInteractionArgs<CalendarEvent>) => void;
}

type BoardCalendar = ComponentType<CalendarProps<CalendarEvent> & withDragAndDropProps<CalendarEvent>>;

/**
 * react-big-calendar itself, in a chunk of its own that the calendar page loads; its drag-and-drop addon comes in
 * one more chunk right after (each within the route budget), the calendar working without dragging meanwhile.
 */
const CalendarBoard = ({ language, events, date, view, messages, hoursLabel, onNavigate, onView, selectable, onSelectSlot, onSelectEvent, changeable, onMove }: CalendarBoardProps) => {
  const localizer = useMemo(() => calendarLocalizer(language), [language]);
  const [Board, setBoard] = useState<BoardCalendar>(() => Calendar as BoardCalendar);
  useEffect(() => {
    let current = true;
    void import("react-big-calendar/lib/addons/dragAndDrop").then((addon) => {
      // A CommonJS module: the bundle hands its exports as the default in node mode, vitest the function itself.
      const wrapped = addon.default as unknown;
      const withDragAndDrop = (typeof wrapped === "function" ? wrapped : (wrapped as { default: unknown }).default) as (calendar: typeof Calendar) => BoardCalendar;
      if (current) setBoard(() => withDragAndDrop(Calendar));
    });
    return () => {
      current = false;
    };
  }, []);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    settleMarkup(element, hoursLabel);
    const observer = new MutationObserver(() => settleMarkup(element, hoursLabel));
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [hoursLabel]);
  return (
    <div ref={box}>
    <Board
      className="calendar-board"
      localizer={localizer}
      culture={calendarCulture(language)}
      formats={CALENDAR_FORMATS}
      messages={messages}
      events={events}
      date={date}
      view={view}
      views={VIEWS}
      onNavigate={onNavigate}
      onView={(next) => onView(next as CalendarView)}
      toolbar={false}
      popup
      selectable={selectable}
      scrollToTime={SCROLL_TO}
      style={{ height: CALENDAR_HEIGHT }}
      eventPropGetter={eventStyle}
      onSelectSlot={({ start, end }) => onSelectSlot(new Date(start), new Date(end))}
      onSelectEvent={onSelectEvent}
      onKeyPressEvent={(event, keyboard) => {
        const { key } = keyboard as KeyboardEvent<HTMLElement>;
        if (key !== "Enter" && key !== " ") return;
        keyboard.preventDefault();
        onSelectEvent(event);
      }}
      draggableAccessor={changeable}
      resizableAccessor={changeable}
      onEventDrop={onMove}
      onEventResize={onMove}
    />
    </div>
  );
};

export default CalendarBoard;
