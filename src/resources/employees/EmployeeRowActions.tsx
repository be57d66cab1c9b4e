import { DeleteButton } from "@refinedev/antd";
import { Button, Flex } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { rowAllows } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";
import { ResourceActionButtons } from "../generic/actions/ResourceActionButtons";
import { useRecordAccess } from "../generic/use-record-access";
import { CommissionsModal } from "./commissions/CommissionsModal";
import { LeaveFormModal } from "./leave/LeaveFormModal";
import { LeaveHistoryModal } from "./leave/LeaveHistoryModal";
import { PaymentHistoryModal } from "./payments/PaymentHistoryModal";
import type { EmployeeRow } from "./texts";

type Opened = "grantLeave" | "leaveHistory" | "paymentHistory" | "commissions" | undefined;

/**
 * An employee's actions (spec §2 "Employees"): grant leave, leave history, pay salary and advance (the declared
 * actions' generated forms), advance history, commissions, update (the edit page) and delete (to the bin).
 */
export const EmployeeRowActions = ({ record }: { record: EmployeeRow }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schema = useResourceSchema("employees");
  const access = useRecordAccess("employees");
  const [opened, setOpened] = useState<Opened>();
  const close = () => setOpened(undefined);
  const open = (which: Exclude<Opened, undefined>) => (
    <Button size="small" onClick={() => setOpened(which)}>
      {t(`employees_page.actions.${which}`)}
    </Button>
  );
  const editRoute = schema["x-resource"].routes.edit;
  return (
    <Flex gap={4} wrap style={{ maxWidth: 380 }}>
      {access.update && open("grantLeave")}
      {open("leaveHistory")}
      {access.update && <ResourceActionButtons resource="employees" record={record} size="small" />}
      {open("paymentHistory")}
      {open("commissions")}
      {access.edit && editRoute && rowAllows(record, "update") && (
        <Button size="small" onClick={() => navigate(`/${editRoute.replace(":id", encodeURIComponent(String(record.id)))}`)}>
          {t("employees_page.actions.update")}
        </Button>
      )}
      {access.delete && rowAllows(record, "delete") && (
        <DeleteButton
          resource="employees"
          recordItemId={record.id}
          size="small"
          accessControl={{ enabled: false }}
          // Named by its text alone: the icon's own label ("delete") would otherwise lead it.
          aria-label={t("employees_page.actions.delete")}
          confirmTitle={t("employees_page.deleteConfirm")}
          confirmOkText={t("engine.delete.ok")}
          confirmCancelText={t("engine.delete.cancel")}
        >
          {t("employees_page.actions.delete")}
        </DeleteButton>
      )}
      {opened === "grantLeave" && <LeaveFormModal employee={record} onClose={close} />}
      {opened === "leaveHistory" && <LeaveHistoryModal employee={record} onClose={close} />}
      {opened === "paymentHistory" && <PaymentHistoryModal employee={record} onClose={close} />}
      {opened === "commissions" && <CommissionsModal employee={record} onClose={close} />}
    </Flex>
  );
};
