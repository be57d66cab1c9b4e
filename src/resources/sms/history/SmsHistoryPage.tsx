import { List } from "@refinedev/antd";
import { useSyncWithLocation, type BaseRecord } from "@refinedev/core";
import { Tag, Tooltip, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { enumLabel, fieldByName, fieldLabel, titleOf } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { truncate } from "../../../layout/truncate";
import type { SmsStatus } from "../../../schemas/sms_messages.schema";
import { widgetFor } from "../../../widgets";
import { ResourceTable, type ResourceColumn } from "../../generic/list/ResourceTable";
import { errorTextKey, useSmsErrorTexts } from "./error-texts";
import { MESSAGE_PREVIEW_LIMIT, STATUS_COLORS } from "./sms-status";

/** The message to 135 characters (spec §9), the whole text on hover and one click away. */
export const MessagePreview = ({ text }: { text: string }) => {
  if ([...text].length <= MESSAGE_PREVIEW_LIMIT) return <span style={{ whiteSpace: "pre-wrap" }}>{text}</span>;
  return (
    <details title={text} style={{ whiteSpace: "pre-wrap" }}>
      <summary style={{ cursor: "pointer" }}>{truncate(text, MESSAGE_PREVIEW_LIMIT)}</summary>
      {text}
    </details>
  );
};

/**
 * SMS Geçmişi (`/sms-list`): the generated list of `sms_messages` (7 a page, newest first, search, filters, the
 * resend action where a row's `_can` allows it) with the history's own cells: the message cut to 135 characters,
 * the recipient (the client, else the number), the status as a coloured tag saying why a message failed.
 */
const SmsHistoryPage = ({ resource }: { resource: string }) => {
  const { t, i18n } = useTranslation();
  const { syncWithLocation } = useSyncWithLocation();
  const schema = useResourceSchema(resource);
  // A failed message's tooltip says its stored error in the user's language.
  const errorTexts = useSmsErrorTexts();
  const columns = useMemo((): ResourceColumn[] => {
    const client = fieldByName(schema, "client_id");
    const phone = fieldByName(schema, "phone");
    const ClientName = widgetFor(client.widget).Display;
    const Phone = widgetFor(phone.widget).Display;
    const errorText = (key: unknown) => {
      if (typeof key !== "string" || key === "") return undefined;
      const known = errorTextKey(key);
      return i18n.exists(known) ? t(known) : undefined;
    };
    return [
      {
        key: "message",
        dataIndex: "message",
        title: fieldLabel(t, resource, "message"),
        render: (value: unknown) => <MessagePreview text={String(value ?? "")} />,
      },
      {
        key: "recipient",
        title: t("sms_messages.recipient"),
        render: (_value: unknown, record: BaseRecord) =>
          record.client_id !== null && record.client_id !== undefined ? (
            <span>
              <ClientName value={record.client_id} field={client} resource={resource} context="list" record={record} />
              <br />
              <Typography.Text type="secondary">
                <Phone value={record.phone} field={phone} resource={resource} context="list" record={record} />
              </Typography.Text>
            </span>
          ) : (
            <Phone value={record.phone} field={phone} resource={resource} context="list" record={record} />
          ),
      },
      {
        key: "status",
        dataIndex: "status",
        title: fieldLabel(t, resource, "status"),
        render: (value: SmsStatus, record: BaseRecord) => {
          const tag = <Tag color={STATUS_COLORS[value] ?? "default"}>{enumLabel(t, resource, "status", value)}</Tag>;
          const why = value === "failed" || value === "unknown" ? errorText(record.error) : undefined;
          return why ? <Tooltip title={why}>{tag}</Tooltip> : tag;
        },
      },
      "segments",
      "created_at",
    ];
    // errorTexts: the columns are made again once the errors' texts have arrived.
  }, [schema, resource, t, i18n, errorTexts]);
  return (
    <List resource={resource} breadcrumb={false} title={titleOf(t, resource, "list")}>
      <ResourceTable resource={resource} counters syncWithLocation={syncWithLocation} columns={columns} />
    </List>
  );
};

export default SmsHistoryPage;
