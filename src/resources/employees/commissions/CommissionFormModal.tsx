import { Modal } from "antd";
import { useTranslation } from "react-i18next";
import { COMMISSION_RATE } from "../../../schemas/employees.schema";
import { parentLinkOf } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { ResourceForm } from "../../generic/form/ResourceForm";
import { useCompanyToday } from "../../generic/actions/use-company-today";
import type { EmployeeRow } from "../texts";
import { CommissionPreview } from "./CommissionPreview";

interface CommissionFormModalProps {
  employee: EmployeeRow;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 'Prim Ekle': the generated commission form under the employee (`POST /employees/:id/commissions`), dated today,
 * the rate starting at the employee's own, the commission shown as it is typed (the server sets the stored one).
 */
export const CommissionFormModal = ({ employee, onClose, onSaved }: CommissionFormModalProps) => {
  const { t } = useTranslation();
  const parent = parentLinkOf(useResourceSchema("commissions"), "employee_id", employee.id);
  const today = useCompanyToday();
  const rate = typeof employee.commission === "number" ? employee.commission : COMMISSION_RATE.default;
  return (
    <Modal open onCancel={onClose} footer={null} destroyOnHidden title={t("employees_page.actions.addCommission")}>
      <ResourceForm
        resource="commissions"
        action="create"
        bare
        presets={{ employee_id: employee.id }}
        parent={parent}
        initialValues={{ date: today, rate }}
        extras={{ rate: <CommissionPreview /> }}
        onSaved={() => {
          onSaved();
          onClose();
        }}
      />
    </Modal>
  );
};
