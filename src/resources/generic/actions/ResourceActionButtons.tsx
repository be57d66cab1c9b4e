import type { BaseRecord } from "@refinedev/core";
import { Button, Popconfirm, type ButtonProps } from "antd";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { actionAllowed, actionBodySchema, actionLabel, actionNames, actionRequest } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { ActionBodyModal } from "./ActionBodyModal";
import { useRowOperation } from "./use-row-operation";

interface ResourceActionButtonsProps {
  resource: string;
  record: BaseRecord;
  size?: ButtonProps["size"];
}

/**
 * A button per declared action (`x-resource.actions`) that the row's `_can` allows, labelled
 * `<resource>.actions.<name>.label`. An action with a `body` opens its form; one without asks before it runs.
 */
export const ResourceActionButtons = ({ resource, record, size }: ResourceActionButtonsProps) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(resource);
  const { run, pending } = useRowOperation(resource);
  const [opened, setOpened] = useState<string>();
  if (record.id === undefined) return null;
  const id = record.id;
  return actionNames(schema)
    .filter((name) => actionAllowed(record, name))
    .map((name) => {
      const label = actionLabel(t, resource, name);
      if (actionBodySchema(schema, name)) {
        return (
          <Fragment key={name}>
            <Button size={size} onClick={() => setOpened(name)}>
              {label}
            </Button>
            <ActionBodyModal resource={resource} action={name} id={id} record={record} open={opened === name} onClose={() => setOpened(undefined)} />
          </Fragment>
        );
      }
      const { path, method } = actionRequest(schema, name, id);
      return (
        <Popconfirm
          key={name}
          title={t("engine.actions.confirm", { action: label })}
          okText={t("engine.delete.ok")}
          cancelText={t("engine.delete.cancel")}
          onConfirm={() => run({ id, operation: name, method, path, success: t("engine.actions.done", { action: label }) })}
        >
          <Button size={size} loading={pending}>
            {label}
          </Button>
        </Popconfirm>
      );
    });
};
