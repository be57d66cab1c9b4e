import { leaveFinish } from "../../../src/domain/leave-days";
import { formatDate } from "../../../src/engine/format";
import type { ResourceExtension, WriteContext } from "../../engine/crud-routes";
import { invalid } from "../../errors";

/**
 * Leave (`permits`, spec §3 "leave"): the server sets `finish_at` (start + day count − 1), and one employee's leaves
 * never overlap: the employee's row is locked first, so two grants for them are checked one after the other and the
 * second sees the first. An employee in the bin is not found here and the reference check refuses the grant.
 */
async function checkLeave({ action, values, repos, before }: WriteContext): Promise<void> {
  if ((action !== "create" && action !== "update") || !values) return;
  const employeeId = values.employee_id as number;
  const employee = await repos.resource("employees").get(employeeId, { forUpdate: true });
  if (!employee) return;
  const start = values.start_at as string;
  // The form shows the same end while it is typed (src/domain/leave-days); the schema has checked both values.
  const finish = leaveFinish(start, values.daycount)!;
  values.finish_at = finish;
  // Read after the lock: a leave committed while this grant waited counts.
  const overlapping = await repos.resource("permits").list({
    page: 1,
    perPage: 2,
    filters: { employee_id: employeeId },
    ranges: { start_at: { lte: finish }, finish_at: { gte: start } },
    sort: "start_at",
    order: "asc",
  });
  const other = overlapping.rows.find((row) => row.id !== before?.id);
  if (other) throw invalid("start_at", "server.employees.leaveOverlap", { start: formatDate(other.start_at as string, false), end: formatDate(other.finish_at as string, false) });
}

export const permitsExtension: ResourceExtension = { beforeWrite: checkLeave };
