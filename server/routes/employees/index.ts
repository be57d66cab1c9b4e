import { employeeFigureSql } from "../../data/employee-figures";
import type { ResourceExtension } from "../../engine/crud-routes";
import { employeeHistoryRoutes } from "./history-routes";
import { payAdvance, paySalary } from "./payments";

export { commissionsExtension } from "./commissions";
export { permitsExtension } from "./leave";

/**
 * Employees: what is left of their month's salary, the count card, their salary and advance payments, and the
 * histories of their payments and commissions.
 */
export const employeesExtension: ResourceExtension = {
  computedSql: employeeFigureSql,
  // 'Çalışan Sayısı': the shop's live employees (the bin is not counted).
  counters: async (repos, name) => ({ total: await repos.resource(name).count() }),
  actions: { pay_salary: paySalary, pay_advance: payAdvance },
  routes: employeeHistoryRoutes,
};
