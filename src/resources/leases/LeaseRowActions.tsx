import type { BaseKey, BaseRecord } from "@refinedev/core";
import { Button, Space } from "antd";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { actionAllowed, actionLabel } from "../../engine";
import { ActionBodyModal } from "../generic/actions/ActionBodyModal";
import type { RecordAccess } from "../generic/use-record-access";
import { ReleaseModal } from "./ReleaseModal";

const RESOURCE = "leases";
/** The declared actions in the order the row shows them: take-back first, then extend and receive payment. */
const ACTIONS = ["release", "extend", "pay"] as const;

/**
 * A lease's actions as its `_can` allows them (the server's `activeLease` and `leasePayable` rules and the flags):
 * 'Teslim Al' with the late fee shown before it is confirmed, 'Süre Uzat' and 'Ödeme Al' as their generated forms.
 */
export const LeaseRowActions = ({ record, access }: { record: BaseRecord & { id: BaseKey }; access: RecordAccess }) => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string>();
  if (!(access.act ?? access.update)) return null;
  const close = () => setOpened(undefined);
  return (
    <Space size="small" wrap>
      {ACTIONS.filter((name) => actionAllowed(record, name)).map((name) => (
        <Fragment key={name}>
          <Button size="small" type={name === "release" ? "primary" : "default"} onClick={() => setOpened(name)}>
            {actionLabel(t, RESOURCE, name)}
          </Button>
          {name === "release" ? (
            <ReleaseModal id={record.id} record={record} open={opened === name} onClose={close} />
          ) : (
            <ActionBodyModal resource={RESOURCE} action={name} id={record.id} record={record} open={opened === name} onClose={close} />
          )}
        </Fragment>
      ))}
    </Space>
  );
};
