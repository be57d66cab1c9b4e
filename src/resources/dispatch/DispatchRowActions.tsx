import type { BaseKey, BaseRecord } from "@refinedev/core";
import { Button, Space } from "antd";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { actionAllowed, actionLabel } from "../../engine";
import { ActionBodyModal } from "../generic/actions/ActionBodyModal";
import type { RecordAccess } from "../generic/use-record-access";

/**
 * A product out at the tailor's or the cleaner's, its actions as its `_can` allows them (the server's `activeLease`
 * and `dryPayable` rules): 'Teslim Al' (the tailor's: delivered date, amount, paid now with its payment type or owed
 * to the tailor; the cleaner's: the delivered date) and the cleaner's 'Ödeme Yap' (payment date and type), each the
 * generated form of its declared body.
 */
export const DispatchRowActions = ({ resource, actions, record, access }: { resource: string; actions: readonly string[]; record: BaseRecord & { id: BaseKey }; access: RecordAccess }) => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string>();
  if (!(access.act ?? access.update)) return null;
  return (
    <Space size="small" wrap>
      {actions
        .filter((name) => actionAllowed(record, name))
        .map((name) => (
          <Fragment key={name}>
            <Button size="small" type={name === "release" ? "primary" : "default"} onClick={() => setOpened(name)}>
              {actionLabel(t, resource, name)}
            </Button>
            <ActionBodyModal resource={resource} action={name} id={record.id} record={record} open={opened === name} onClose={() => setOpened(undefined)} />
          </Fragment>
        ))}
    </Space>
  );
};
