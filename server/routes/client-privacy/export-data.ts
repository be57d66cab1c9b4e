import type { Repositories, Row } from "../../data";
import { exportableRow } from "../../data/exportable-row";
import { notFound } from "../../errors";
import { clientRecords, type ClientPart } from "./client-records";

/** Everything the shop holds on one client (KVKK/GDPR access request). */
export type ClientExport = { exported_at: string; client: Row } & Record<ClientPart, Row[]>;

const plain = exportableRow;

/**
 * Her row (bank accounts too) and every part's rows, the orders with their lines, read through the caller's
 * repositories: another company's client is a 404.
 */
export async function clientExport(repos: Repositories, clientId: number): Promise<ClientExport> {
  const client = await repos.resource("clients").get(clientId);
  if (!client) throw notFound();
  const records = await clientRecords(repos, clientId);
  const orderIds = records.orders.map((order) => Number(order.id));
  const lines = orderIds.length ? (await repos.resource("process_lines").list({ page: 1, perPage: 10000, filters: { process_id: orderIds }, sort: "id", order: "asc" })).rows : [];
  const orders = records.orders.map((order) => ({ ...order, lines: lines.filter((line) => line.process_id === order.id).map(plain) }));
  const parts = Object.fromEntries(Object.entries({ ...records, orders }).map(([part, rows]) => [part, rows.map(plain)])) as Record<ClientPart, Row[]>;
  return { exported_at: new Date().toISOString(), client: plain(client), ...parts };
}
