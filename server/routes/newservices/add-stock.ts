import type { ActionContext } from "../../engine/action-routes";
import { invalid } from "../../errors";

/**
 * `addStock` (spec `POST newservices/addStock/{id} {newstock}`): pieces of an upcoming product that arrived.
 * The row is locked by the action's unit of work, so two deliveries booked at once cannot pass the ordered
 * maximum together; more than what is still missing is a 422 on `newstock` naming how many may still come.
 */
export async function addStock({ row, body, repos }: ActionContext): Promise<void> {
  const arrived = Number(row.stock ?? 0);
  const missing = Math.max(Number(row.max_stock) - arrived, 0);
  const newstock = body.newstock as number;
  if (newstock > missing) throw invalid("newstock", "server.newservices.stockLimit", { limit: missing, max: Number(row.max_stock) });
  await repos.resource("newservices").update(row.id as number, { stock: arrived + newstock });
}
