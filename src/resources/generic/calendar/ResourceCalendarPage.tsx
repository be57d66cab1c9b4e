import { LeftOutlined, PlusOutlined, PrinterOutlined, RightOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { useUpdate } from "@refinedev/core";
import { Alert, Button, Card, DatePicker, Flex, Modal, Segmented, Spin, Typography } from "antd";
import dayjs from "dayjs";
import { lazy, Suspense, useRef, useState } from "react";
import type { Messages } from "react-big-calendar";
import type { EventInteractionArgs } from "react-big-calendar/lib/addons/dragAndDrop";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useReactToPrint } from "react-to-print";
import { rowAllows, titleOf } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { DAYJS_LOCALE } from "../../../i18n/dayjs-locale";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../i18n/languages";
import { useCompanyToday } from "../actions/use-company-today";
import { ResourceForm } from "../form/ResourceForm";
import { ResourceFormModal } from "../form/ResourceFormModal";
import { listPath } from "../list-path";
import { PageLoading } from "../PageLoading";
import { useRecordAccess } from "../use-record-access";
import { CalendarEventDetail } from "./CalendarEventDetail";
import { fieldsOf, slotValues, stepped, toEvent, visibleRange, type CalendarEvent, type CalendarRow, type CalendarView } from "./calendar-events";
import { useCalendarRows } from "./use-calendar-rows";

/** react-big-calendar and its styles: a chunk of their own, never in the shell (src/resources/generic/pages.ts). */
const CalendarBoard = lazy(() => import("./CalendarBoard"));

const VIEWS: readonly CalendarView[] = ["month", "week", "day"];

/** The fields a PUT of the row sends back (a PUT replaces the record), with the moved times. */
const EDITABLE = ["client_id", "employee_id", "services", "description", "contract_no", "send_sms"] as const;

const dayOf = (date: Date): string => dayjs(date).format("YYYY-MM-DD");

/**
 * The calendar page of a `schedule` resource (`routes.calendar`: the fittings' `randevular`, the hairdresser's
 * `kuafor-randevular`): month, week and day views in the user's language with the week from Monday, a date jump,
 * print; a click on a day or a free slot opens the generated create form there, a click on an appointment its
 * detail; dragging moves or resizes it through the generic PUT, where the server's refusal (409 naming the other
 * appointment, 422) is shown and the appointment goes back. react-big-calendar loads with this page only.
 */
const ResourceCalendarPage = ({ resource }: { resource: string }) => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const culture = DAYJS_LOCALE[language];
  const schema = useResourceSchema(resource);
  const access = useRecordAccess(resource);
  const today = useCompanyToday();
  const [date, setDate] = useState(today);
  const [view, setView] = useState<CalendarView>(schema["x-resource"].schedule?.view ?? "month");
  const { rows, loading, loaded, error, refetch } = useCalendarRows(resource, visibleRange(date, view));
  // A dragged appointment stays where it was dropped until the server answers; a refusal puts it back.
  const [moved, setMoved] = useState<Readonly<Record<number, { start: Date; end: Date }>>>({});
  const [creating, setCreating] = useState<Record<string, string>>();
  const [opened, setOpened] = useState<CalendarRow>();
  const [editing, setEditing] = useState<number>();
  const { mutate: update } = useUpdate();
  const printable = useRef<HTMLDivElement>(null);
  const title = titleOf(t, resource, "list");
  const print = useReactToPrint({ contentRef: printable, documentTitle: title, pageStyle: "@page { size: A4 landscape; margin: 10mm; }" });

  const missingClient = t("engine.calendar.noClient");
  const events = rows.map((row) => toEvent(row, missingClient)).map((event) => ({ ...event, ...moved[event.id] }));
  const changeable = (event: CalendarEvent) => access.update && rowAllows(event.row, "update");

  const forget = (id: number) =>
    setMoved((current) => {
      const { [id]: _dropped, ...rest } = current;
      return rest;
    });
  const move = ({ event, start, end }: EventInteractionArgs<CalendarEvent>) => {
    const from = new Date(start);
    const to = new Date(end);
    setMoved((current) => ({ ...current, [event.id]: { start: from, end: to } }));
    // An empty field is left out (the PUT clears it), never sent as null, which the schema's types refuse (422).
    const kept = Object.fromEntries(EDITABLE.flatMap((name) => (event.row[name] === null || event.row[name] === undefined ? [] : [[name, event.row[name]]])));
    update(
      {
        resource,
        id: event.id,
        values: { ...kept, ...fieldsOf(from, to) },
        successNotification: false,
        errorNotification: (failure) => ({ type: "error", message: failure?.message || t("errors.unexpected") }),
      },
      {
        onSuccess: () => void refetch().finally(() => forget(event.id)),
        onError: () => forget(event.id),
      },
    );
  };

  const messages: Messages<CalendarEvent> = {
    date: t("engine.calendar.date"),
    time: t("engine.calendar.time"),
    event: t("engine.calendar.event"),
    allDay: t("engine.calendar.allDay"),
    today: t("engine.calendar.today"),
    previous: t("engine.calendar.previous"),
    next: t("engine.calendar.next"),
    month: t("engine.calendar.views.month"),
    week: t("engine.calendar.views.week"),
    day: t("engine.calendar.views.day"),
    noEventsInRange: t("engine.calendar.empty"),
    showMore: (count) => t("engine.calendar.more", { count }),
  };
  // The shown days in the user's language (the page's locale is loaded with the language, src/i18n/dayjs-locale.ts).
  const week = visibleRange(date, "week");
  const label =
    view === "month"
      ? dayjs(date).locale(culture).format("MMMM YYYY")
      : view === "week"
        ? `${dayjs(week.start).locale(culture).format("D MMMM")} – ${dayjs(week.end).locale(culture).format("D MMMM YYYY")}`
        : dayjs(date).locale(culture).format("dddd, D MMMM YYYY");

  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{title}</h1>}>
      <Flex vertical gap="middle">
      <Flex wrap gap="small" align="center" role="toolbar" aria-label={t("engine.calendar.toolbar")}>
        <Button icon={<LeftOutlined />} aria-label={t("engine.calendar.previous")} onClick={() => setDate(stepped(date, view, -1))} />
        <Button onClick={() => setDate(today)}>{t("engine.calendar.today")}</Button>
        <Button icon={<RightOutlined />} aria-label={t("engine.calendar.next")} onClick={() => setDate(stepped(date, view, 1))} />
        <Typography.Text strong aria-live="polite">
          {label}
        </Typography.Text>
        <Segmented<CalendarView>
          aria-label={t("engine.calendar.view")}
          value={view}
          onChange={setView}
          options={VIEWS.map((name) => ({ value: name, label: t(`engine.calendar.views.${name}`) }))}
        />
        <DatePicker
          aria-label={t("engine.calendar.jump")}
          placeholder={t("engine.calendar.jump")}
          format="DD-MM-YYYY"
          allowClear={false}
          value={dayjs(date)}
          onChange={(picked) => picked && setDate(picked.format("YYYY-MM-DD"))}
        />
        <Button icon={<PrinterOutlined />} onClick={() => print()}>
          {t("engine.calendar.print")}
        </Button>
        <Link to={listPath(schema)}>
          <UnorderedListOutlined /> {t("engine.calendar.list")}
        </Link>
        {access.create && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(slotValues(dayjs(date).toDate(), dayjs(date).toDate(), "month"))}>
            {titleOf(t, resource, "create")}
          </Button>
        )}
      </Flex>
      {error && <Alert type="error" showIcon message={error.message || t("errors.unexpected")} />}
      {loaded && !loading && events.length === 0 && <Alert type="info" showIcon message={t("engine.calendar.empty")} />}
      <Spin spinning={loading} tip={t("engine.calendar.loading")}>
        {/* On a phone the calendar keeps its width and scrolls inside this region, never the page. */}
        <div role="region" aria-label={title} tabIndex={0} style={{ overflowX: "auto" }}>
          <div ref={printable} style={{ minWidth: 640 }}>
            <Suspense fallback={<PageLoading />}>
              <CalendarBoard
                language={language}
                events={events}
                date={dayjs(date).toDate()}
                view={view}
                messages={messages}
                hoursLabel={t("engine.calendar.hours")}
                onNavigate={(next) => setDate(dayOf(next))}
                onView={setView}
                selectable={access.create === true}
                onSelectSlot={(start, end) => access.create && setCreating(slotValues(start, end, view))}
                onSelectEvent={(event) => setOpened(event.row)}
                changeable={changeable}
                onMove={move}
              />
            </Suspense>
          </div>
        </div>
      </Spin>
      {creating && (
        <Modal open onCancel={() => setCreating(undefined)} footer={null} destroyOnHidden title={titleOf(t, resource, "create")}>
          <ResourceForm
            resource={resource}
            action="create"
            bare
            initialValues={creating}
            onSaved={() => {
              setCreating(undefined);
              void refetch();
            }}
          />
        </Modal>
      )}
      {opened && (
        <CalendarEventDetail
          resource={resource}
          row={opened}
          onClose={() => setOpened(undefined)}
          onChanged={() => void refetch()}
          onEdit={() => {
            setEditing(opened.id);
            setOpened(undefined);
          }}
        />
      )}
      <ResourceFormModal
        resource={resource}
        action="edit"
        id={editing}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={() => void refetch()}
      />
      </Flex>
    </Card>
  );
};

export default ResourceCalendarPage;
