import { sql } from "drizzle-orm";
import { hashPassword } from "../../server/auth/password";
import { issueToken } from "../../server/auth/tokens";
import { registeredResources } from "../../server/data/registry";
import { syncTallies } from "../../server/data/tallies";
import type { Database } from "../../server/db/client";
import { ACCOUNTINGS_PER_SHOP, accountingStatements, dealerAccountings } from "./seed-accountings";
import { APPOINTMENTS_PER_SHOP, appointmentStatements, dealerAppointments } from "./seed-appointments";
import { catalogStatements } from "./seed-catalog";
import { dealerDispatches, DISPATCHES_PER_SHOP, dispatchStatements } from "./seed-dispatch";
import { dealerOrders, ORDERS_PER_SHOP, orderStatements } from "./seed-orders";
import { DEALER_ID, NORMAL_SHOP_ID, seedStatements, type Scale } from "./seed-sql";

export interface Seeded {
  /** Bearer tokens of the dealer's and the normal shop's owners, issued by the app's own code. */
  dealerToken: string;
  shopToken: string;
  /** A client of the dealer (the one GET /api/clients/:id reads). */
  dealerClientId: number;
  /** The dealer's most rented product (the one GET /api/availability asks about). */
  dealerProductId: number;
  seconds: number;
}

const rowsOf = async <T>(database: Database, statement: string): Promise<T[]> =>
  ((await database.db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;

/**
 * Migrates with the app's migrations, then seeds through SQL (shops, clients, each shop's catalog, money records, orders, leases and quotes, products at the tailor and the cleaner, measurement sheets, employees and both calendars' appointments). The clients' and
 * the records' secondary indexes (the search indexes above all) are dropped for the bulk insert and rebuilt from their own definitions after it,
 * which is far quicker than updating them row by row; the app's list tallies are recounted (syncTallies), then
 * VACUUM ANALYZE and a CHECKPOINT, and a live token per owner.
 */
export async function seedDatabase(database: Database, scale: Scale, log: (line: string) => void): Promise<Seeded> {
  const started = Date.now();
  await database.migrate();
  const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
    database,
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('clients', 'accountings')
       AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid IN ('clients'::regclass, 'accountings'::regclass))`,
  );
  for (const { indexname } of indexes) await database.db.execute(sql.raw(`DROP INDEX "${indexname}"`));
  const passwordHash = await hashPassword(`bench-${Date.now()}`);
  for (const statement of [...seedStatements(scale, passwordHash), ...catalogStatements(scale), ...accountingStatements(scale), ...orderStatements(scale), ...dispatchStatements(scale), ...appointmentStatements(scale)]) {
    await database.db.execute(sql.raw(statement));
  }
  log(`  ${scale.clients.toLocaleString("en")} clients and ${dealerAccountings(scale).toLocaleString("en")} + ${ACCOUNTINGS_PER_SHOP} per shop accounting records, ${dealerOrders(scale).toLocaleString("en")} + ${ORDERS_PER_SHOP} per shop orders, ${dealerDispatches(scale).toLocaleString("en")} + ${DISPATCHES_PER_SHOP} per shop products at the tailor and as many at the cleaner, ${dealerAppointments(scale).toLocaleString("en")} + ${APPOINTMENTS_PER_SHOP} per shop fittings and as many hair appointments inserted (${Math.round((Date.now() - started) / 1000)} s); rebuilding ${indexes.length} indexes`);
  for (const { indexdef } of indexes) await database.db.execute(sql.raw(indexdef));
  // The app keeps per-company list counts in the unit of work of every write; rows written by SQL are counted
  // again the way the app does for rows written outside it.
  const recounted = await syncTallies(database.db, registeredResources(), { force: true });
  log(`  indexes rebuilt, ${recounted.length} resources' list tallies recounted (${Math.round((Date.now() - started) / 1000)} s); VACUUM ANALYZE`);
  await database.db.execute(sql.raw("VACUUM ANALYZE"));
  // The seed's dirty pages are written now, not by a checkpoint in the middle of the first measurements.
  await database.db.execute(sql.raw("CHECKPOINT"));

  const tokens = new Map<number, string>();
  for (let company = 1; company <= scale.shops; company++) {
    // Owners are users 1..shops of companies 1..shops (seed-sql); each is signed in, as in a live system.
    tokens.set(company, await issueToken(database.db, { userId: company, companyId: company, ttlHours: 24 }));
  }
  const [middle] = await rowsOf<{ id: string | number }>(
    database,
    `SELECT id FROM clients WHERE company_id = ${DEALER_ID} ORDER BY id OFFSET ${Math.floor(scale.dealerClients / 2)} LIMIT 1`,
  );
  const [product] = await rowsOf<{ service_id: string | number }>(
    database,
    `SELECT service_id FROM leases WHERE company_id = ${DEALER_ID} GROUP BY service_id ORDER BY count(*) DESC, service_id LIMIT 1`,
  );
  return {
    dealerToken: tokens.get(DEALER_ID)!,
    shopToken: tokens.get(NORMAL_SHOP_ID)!,
    dealerClientId: Number(middle.id),
    dealerProductId: Number(product.service_id),
    seconds: (Date.now() - started) / 1000,
  };
}
