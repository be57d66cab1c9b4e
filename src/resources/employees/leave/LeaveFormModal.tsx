import { Modal } from "antd";
import { useTranslation } from "react-i18next";
import { parentLinkOf } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { ResourceForm } from "../../generic/form/ResourceForm";
import type { EmployeeRow } from "../texts";
import { LeaveFinish } from "./LeaveFinish";

interface LeaveFormModalProps {
  employee: EmployeeRow;
  onClose: () => void;
}

/**
 * 'İzin Ver': the generated leave form under the employee (`POST /employees/:id/permits`), the day count starting
 * at 1, the end date shown as it is typed; an overlap with another leave is the server's 422 on the start date.
 */
export const LeaveFormModal = ({ employee, onClose }: LeaveFormModalProps) => {
  const { t } = useTranslation();
  const parent = parentLinkOf(useResourceSchema("permits"), "employee_id", employee.id);
  const title = t("employees_page.ofEmployee", { title: t("employees_page.actions.grantLeave"), name: employee.full_name ?? "" });
  return (
    <Modal open onCancel={onClose} footer={null} destroyOnHidden title={title}>
      <ResourceForm
        resource="permits"
        action="create"
        bare
        presets={{ employee_id: employee.id }}
        parent={parent}
        extras={{ daycount: <LeaveFinish /> }}
        onSaved={onClose}
      />
    </Modal>
  );
};
