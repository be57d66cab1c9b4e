import type { BaseRecord } from "@refinedev/core";
import { Button, Popconfirm, type ButtonProps } from "antd";
import { useTranslation } from "react-i18next";
import { actionAllowed, actionLabel, actionNames } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { useRowOperation } from "./use-row-operation";

interface ResourceActionButtonsProps {
  resource: string;
  record: BaseRecord;
  size?: ButtonProps["size"];
}

/**
 * A button per declared action (`x-resource.actions`) that the row's `_can` allows, labelled
 * `<resource>.actions.<name>`; it asks before running `POST /<name>/:id/<action>`.
 */
export const ResourceActionButtons = ({ resource, record, size }: ResourceActionButtonsProps) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(resource);
  const { run, pending } = useRowOperation(resource);
  if (record.id === undefined) return null;
  const id = record.id;
  return actionNames(schema)
    .filter((name) => actionAllowed(record, name))
    .map((name) => {
      const label = actionLabel(t, resource, name);
      return (
        <Popconfirm
          key={name}
          title={t("engine.actions.confirm", { action: label })}
          okText={t("engine.delete.ok")}
          cancelText={t("engine.delete.cancel")}
          onConfirm={() => run({ id, operation: name, method: "post", success: t("engine.actions.done", { action: label }) })}
        >
          <Button size={size} loading={pending}>
            {label}
          </Button>
        </Popconfirm>
      );
    });
};
