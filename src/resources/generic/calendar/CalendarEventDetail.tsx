import { useApiUrl, useCustomMutation, useDelete, type HttpError } from "@refinedev/core";
import { Button, Descriptions, Flex, Modal, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { actionAllowed, actionBodySchema, actionLabel, actionNames, actionRequest, enumLabel, fieldLabel, rowAllows, showFields } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { widgetFor } from "../../../widgets";
import { useRowOperation } from "../actions/use-row-operation";
import { useRecordAccess } from "../use-record-access";
import { calendarRoutes, type CalendarRow } from "./calendar-events";

/** The fields shown under the client and the times, each by its widget, as the show page renders them. */
const DETAIL_FIELDS = ["employee_id", "services", "description", "contract_no"] as const;

interface CalendarEventDetailProps {
  resource: string;
  row: CalendarRow;
  onClose: () => void;
  /** The row changed or is gone: the calendar reads its range again. */
  onChanged: () => void;
  onEdit: () => void;
}

/** The reminder's answer (`POST appointment-reminder`): the server's message and the shop's SMS balance after it. */
interface ReminderAnswer {
  message?: string;
  balance?: number | string | null;
}

/**
 * An appointment's detail (spec §2 "Appointments"): the client, opening `/musteri/{id}` in a new tab ('Kullanıcı
 * bulunamadı' when the client is gone), the employee, services, times, description and contract number; edit, the
 * declared actions its `_can` allows (complete, accept), delete with the question, and the SMS reminder.
 */
export const CalendarEventDetail = ({ resource, row, onClose, onChanged, onEdit }: CalendarEventDetailProps) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(resource);
  const access = useRecordAccess(resource);
  const apiUrl = useApiUrl();
  const { run, pending } = useRowOperation(resource);
  const { mutate: remove, mutation: removal } = useDelete();
  const { mutate: remind, mutation: reminding } = useCustomMutation<ReminderAnswer, HttpError>();
  const reminder = calendarRoutes(resource).reminder;
  const fields = showFields(schema).filter((field) => (DETAIL_FIELDS as readonly string[]).includes(field.name));
  const done = () => {
    onChanged();
    onClose();
  };
  const client =
    row.client_id !== null && row.title !== null ? (
      <a href={`/musteri/${row.client_id}`} target="_blank" rel="noopener noreferrer">
        {row.title}
      </a>
    ) : (
      t("engine.calendar.noClient")
    );
  const actions = actionNames(schema).filter((name) => actionAllowed(row, name) && actionBodySchema(schema, name) === undefined);
  return (
    <Modal open onCancel={onClose} footer={null} destroyOnHidden title={t("engine.calendar.detail")}>
      <Descriptions
        bordered
        column={1}
        size="small"
        className="show-fields"
        items={[
          { key: "client_id", label: fieldLabel(t, resource, "client_id"), children: client },
          { key: "start", label: t("engine.calendar.start"), children: `${row.start_date.split("-").reverse().join("-")} ${row.start_time}` },
          { key: "end", label: t("engine.calendar.end"), children: `${row.end_date.split("-").reverse().join("-")} ${row.end_time}` },
          { key: "status", label: fieldLabel(t, resource, "status"), children: enumLabel(t, resource, "status", row.status) },
          ...fields.map((field) => {
            const { Display } = widgetFor(field.widget);
            const children =
              field.name === "employee_id" && row.employee_name ? row.employee_name : <Display value={row[field.name]} field={field} resource={resource} context="show" record={row} />;
            return { key: field.name, label: fieldLabel(t, resource, field.name), children };
          }),
        ]}
      />
      <Flex wrap gap="small" style={{ marginTop: 16 }}>
        {access.update && rowAllows(row, "update") && (
          <Button type="primary" onClick={onEdit}>
            {t("buttons.edit")}
          </Button>
        )}
        {access.update &&
          actions.map((name) => {
            const label = actionLabel(t, resource, name);
            const { path, method } = actionRequest(schema, name, row.id);
            return (
              <Popconfirm
                key={name}
                title={t("engine.actions.confirm", { action: label })}
                okText={t("engine.delete.ok")}
                cancelText={t("engine.delete.cancel")}
                onConfirm={() => run({ id: row.id, operation: name, method, path, success: t("engine.actions.done", { action: label }) }, { onSuccess: done })}
              >
                <Button loading={pending}>{label}</Button>
              </Popconfirm>
            );
          })}
        {reminder !== undefined && access.update && row.status !== "passive" && (
          <Popconfirm
            title={t("engine.calendar.remindConfirm")}
            okText={t("engine.delete.ok")}
            cancelText={t("engine.delete.cancel")}
            onConfirm={() =>
              remind({
                url: `${apiUrl}/${reminder}`,
                method: "post",
                values: { id: row.id },
                successNotification: (answer) => {
                  const { message, balance } = answer?.data ?? {};
                  return {
                    type: "success",
                    message: message ?? t("engine.calendar.reminded"),
                    description: balance === undefined || balance === null ? undefined : t("engine.calendar.balance", { balance }),
                  };
                },
                errorNotification: (error) => ({ type: "error", message: error?.message || t("errors.unexpected") }),
              })
            }
          >
            <Button loading={reminding.isPending}>{t("engine.calendar.remind")}</Button>
          </Popconfirm>
        )}
        {access.delete && rowAllows(row, "delete") && (
          <Popconfirm
            title={t("engine.delete.confirm")}
            okText={t("engine.delete.ok")}
            cancelText={t("engine.delete.cancel")}
            onConfirm={() =>
              remove(
                {
                  resource,
                  id: row.id,
                  errorNotification: (error) => ({ type: "error", message: error?.message || t("errors.unexpected") }),
                },
                { onSuccess: done },
              )
            }
          >
            <Button danger loading={removal.isPending}>
              {t("buttons.delete")}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Modal>
  );
};
