import type { Repositories } from "../../data";
import { translate } from "../../i18n";

/** Turkish lower case, trimmed: 'MAAŞLAR' and 'maaşlar ' are one name ('I' is 'ı', 'İ' is 'i'). */
const folded = (name: unknown) => String(name ?? "").trim().toLocaleLowerCase("tr");

/**
 * The shop's expense category 'Maaşlar' (Tanımlamalar), which salary and advance records take: found by its name
 * ignoring case, created when the shop has none. The shop's records are in Turkish, the product's default language.
 * Called inside the payment's unit of work, under a lock, so two first payments create one category.
 */
export async function salaryCategoryId(repos: Repositories): Promise<number> {
  const name = translate("tr", "server.employees.salaryCategory");
  await repos.employeePay.lockSalaryCategory();
  const definitions = repos.resource("definitions");
  const found = await definitions.list({ page: 1, perPage: 100, keyword: name, filters: { type: "expense-categories" }, sort: "id", order: "asc" });
  const same = found.rows.find((row) => folded(row.name) === folded(name));
  if (same) return same.id as number;
  const created = await definitions.create({ name, type: "expense-categories" });
  // Written by the payment beside its own row: audited in the same unit of work, as every such row is.
  await repos.audit.recordChange({ action: "create", resource: "definitions", recordId: created.id as number, after: created });
  return created.id as number;
}
