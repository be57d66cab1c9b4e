import { Alert, Empty, List, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { fieldByName, fieldLabel, formatDate, translateOr, type ResourceSchema } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { widgetFor } from "../../../widgets";
import { ACCOUNTINGS } from "../shared/api";
import { actionOf, changedFields, type FieldChange } from "./history-changes";
import { useRecordHistory, type HistoryEntry } from "./use-accounting-page";

/** A value as its field's widget shows it (money in the user's format, an enum by its label); lines by their count. */
const ChangeValue = ({ schema, change, side }: { schema: ResourceSchema; change: FieldChange; side: "before" | "after" }) => {
  const { t } = useTranslation();
  const value = change[side];
  if (value === null || value === undefined || value === "") return <Typography.Text type="secondary">{t("accounting_page.history.empty")}</Typography.Text>;
  if (Array.isArray(value)) return <>{t("accounting_page.history.lines", { count: value.length })}</>;
  const field = fieldByName(schema, change.field);
  const { Display } = widgetFor(field.widget);
  return <Display value={value} field={field} resource={ACCOUNTINGS} context="list" record={{}} />;
};

const EntryChanges = ({ entry }: { entry: HistoryEntry }) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(ACCOUNTINGS);
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {changes.map((change) => (
        <li key={change.field}>
          {fieldLabel(t, ACCOUNTINGS, change.field)}: <ChangeValue schema={schema} change={change} side="before" /> →{" "}
          <ChangeValue schema={schema} change={change} side="after" />
        </li>
      ))}
    </ul>
  );
};

/**
 * Who did what to a record and when (`GET /accountings/:id/history`, newest first): its own changes and those of its
 * payments and corrections, each field before → after in the user's language.
 */
export const RecordHistory = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const { entries, loading, error } = useRecordHistory(id);
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (error) return <Alert type="error" showIcon message={t("accounting_page.history.error")} />;
  if (entries.length === 0) return <Empty description={t("accounting_page.history.none")} />;
  return (
    <List
      size="small"
      data-testid="record-history"
      dataSource={entries}
      renderItem={(entry) => {
        const action = actionOf(entry.action);
        return (
          <List.Item key={entry.id}>
            <div>
              <Typography.Text strong>{translateOr(t, `accounting_page.history.actions.${action}`, action)}</Typography.Text>
              {entry.record_id !== id && <Typography.Text type="secondary"> · {t("accounting_page.history.related", { id: entry.record_id })}</Typography.Text>}
              <div>
                <Typography.Text type="secondary">
                  {formatDate(entry.created_at, true)} · {entry.actor?.full_name ?? t("accounting_page.history.system")}
                </Typography.Text>
              </div>
              <EntryChanges entry={entry} />
            </div>
          </List.Item>
        );
      }}
    />
  );
};
