import { Modal } from "antd";
import { useTranslation } from "react-i18next";
import { parentLinkOf } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { ResourceTable } from "../../generic/list/ResourceTable";
import type { EmployeeRow } from "../texts";

/** 'İzin Geçmişi': the employee's leaves (`GET /employees/:id/permits`), newest first, each deletable. */
export const LeaveHistoryModal = ({ employee, onClose }: { employee: EmployeeRow; onClose: () => void }) => {
  const { t } = useTranslation();
  const parent = parentLinkOf(useResourceSchema("permits"), "employee_id", employee.id);
  const title = t("employees_page.ofEmployee", { title: t("employees_page.actions.leaveHistory"), name: employee.full_name ?? "" });
  return (
    <Modal open onCancel={onClose} footer={null} destroyOnHidden title={title} width={720}>
      <ResourceTable
        resource="permits"
        parent={parent}
        fixedFilters={{ employee_id: employee.id }}
        columns={["start_at", "finish_at", "daycount", "description"]}
        search={false}
        size="small"
      />
    </Modal>
  );
};
