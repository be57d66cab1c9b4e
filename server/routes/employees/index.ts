import { employeeFigureSql } from "../../data/employee-figures";
import type { ResourceExtension } from "../../engine/crud-routes";
import { payAdvance, paySalary } from "./payments";

/** Employees: what is left of their month's salary, the count card, and their salary and advance payments. */
export const employeesExtension: ResourceExtension = {
  computedSql: employeeFigureSql,
  // 'Çalışan Sayısı': the shop's live employees (the bin is not counted).
  counters: async (repos, name) => ({ total: await repos.resource(name).count() }),
  actions: { pay_salary: paySalary, pay_advance: payAdvance },
};
