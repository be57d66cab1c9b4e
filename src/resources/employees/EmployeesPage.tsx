import { List } from "@refinedev/antd";
import { useSyncWithLocation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { titleOf } from "../../engine";
import { BinLink } from "../generic/list/BinLink";
import { ResourceTable } from "../generic/list/ResourceTable";
import { EmployeeRowActions } from "./EmployeeRowActions";
import type { EmployeeRow } from "./texts";

/**
 * 'Çalışanlar ve Maaşlar' (spec §2 "Employees"): the count card, search, the sales-staff and on-leave filters, the
 * schema's columns (what is left of the month's salary among them) and each employee's actions.
 */
const EmployeesPage = () => {
  const { t } = useTranslation();
  const { syncWithLocation } = useSyncWithLocation();
  return (
    <List
      resource="employees"
      breadcrumb={false}
      title={titleOf(t, "employees", "list")}
      headerButtons={({ defaultButtons }) => (
        <>
          <BinLink resource="employees" />
          {defaultButtons}
        </>
      )}
    >
      <ResourceTable
        resource="employees"
        counters
        syncWithLocation={syncWithLocation}
        renderRowActions={(record) => <EmployeeRowActions record={record as EmployeeRow} />}
      />
    </List>
  );
};

export default EmployeesPage;
