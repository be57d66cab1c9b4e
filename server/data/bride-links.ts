import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { decimalStringFromKurus, kurusFromDecimalString } from "../../src/domain/money";
import type { Db } from "../db/client";
import type { Repositories, Row } from ".";
import type { ResourceRegistry } from "./registry";

/** A live link as the public page finds it: whose company and client, and the language it was sent in. */
export interface BrideLink {
  companyId: number;
  clientId: number;
  language: string;
}

/**
 * The one read of the bride's links that crosses companies (`GET /api/public/bride/:token`, `/gelin/<token>`): the
 * link is found by its token's hash alone, and only while it is neither revoked nor expired. Everything else the page
 * shows is read afterwards through that company's own scope (`bridePage`).
 */
export async function brideLinkByTokenHash(db: Db, registry: ResourceRegistry, tokenHash: string, now = new Date()): Promise<BrideLink | null> {
  const l = registry.definition("client_links").table as any;
  const [row] = await db
    .select({ companyId: l.company_id, clientId: l.client_id, language: l.language, expiresAt: l.expires_at })
    .from(l)
    .where(and(eq(l.token_hash, tokenHash), isNull(l.revoked_at)))
    .limit(1);
  if (!row || row.clientId === null || !row.expiresAt || new Date(row.expiresAt).getTime() <= now.getTime()) return null;
  return { companyId: Number(row.companyId), clientId: Number(row.clientId), language: String(row.language ?? "tr") };
}

export interface BridePage {
  shop: { title: string; logo_url: string | null; phone?: string };
  bride: { full_name: string };
  language: string;
  contracts: { title: string; date: string; total: string | null; print_url?: string }[];
  dates: {
    fittings: { date: string; start_time: string; end_time: string }[];
    pick_up: { product: string; date: string }[];
    return: { product: string; date: string }[];
    wedding_date: string | null;
    photo_date: string | null;
  };
  balance: { total: string; paid: string; owed: string };
}

/** Enough of one bride's rows for a page: a shop's client with more is not a bride's page any more. */
const MANY = 200;
const dayOf = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
const all = (repos: Repositories, name: string, filters: Row, sort = "id", order: "asc" | "desc" = "asc") =>
  repos.resource(name).list({ page: 1, perPage: MANY, filters, sort, order }).then((page) => page.rows);

/**
 * What she has paid: her income records (paid at the sale, and corrections, which are negative) and every payment
 * against one of her credits, whether or not the payment names her; in kuruş-exact numeric.
 */
async function paidBy(db: Db, registry: ResourceRegistry, companyId: number, clientId: number): Promise<string> {
  const a = registry.definition("accountings").table as any;
  const herCredits = db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.company_id, companyId), eq(a.client_id, clientId), eq(a.type, "credit")));
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${a.price}), 0)::numeric(14, 2)::text` })
    .from(a)
    .where(and(eq(a.company_id, companyId), eq(a.type, "income"), or(eq(a.client_id, clientId), inArray(a.credit_id, herCredits))));
  return row?.paid ?? "0.00";
}

const addMoney = (a: string, b: string): string => decimalStringFromKurus(kurusFromDecimalString(a) + kurusFromDecimalString(b));

/**
 * The bride's page: her contracts, dates and balance, read through her shop's scope (`repos`) — and nothing else: no
 * ids, phones, identity numbers, addresses, notes or other clients. Null when she is gone or erased.
 */
export async function bridePage(db: Db, registry: ResourceRegistry, repos: Repositories, link: BrideLink, publicUrl: (path: string) => string): Promise<BridePage | null> {
  const client = await repos.resource("clients").get(link.clientId);
  if (!client || client.erased_at) return null;
  const company = await repos.company.get();
  const filters = { client_id: link.clientId };
  const [processes, leases, contracts, fittings] = await Promise.all([
    all(repos, "processes", filters, "id", "desc"),
    all(repos, "leases", filters, "issue_date"),
    all(repos, "contracts", filters, "created_at", "desc"),
    all(repos, "appointments", filters, "starts_at"),
  ]);
  const totals = new Map(processes.map((process) => [Number(process.id), process.total == null ? null : String(process.total)]));
  const productIds = [...new Set(leases.map((lease) => Number(lease.service_id)).filter(Boolean))];
  const products = productIds.length ? await all(repos, "services", { id: productIds }) : [];
  const productName = new Map(products.map((product) => [Number(product.id), String(product.name)]));
  // A gown moved to the bin since is still the one she rented.
  for (const id of productIds.filter((id) => !productName.has(id))) {
    const binned = await repos.resource("services").get(id, { binned: true });
    if (binned) productName.set(id, String(binned.name));
  }
  const nameOf = (lease: Row) => productName.get(Number(lease.service_id)) ?? "";
  const firstOf = (field: string) => processes.map((process) => process[field]).find((value) => value != null);
  const paid = await paidBy(db, registry, link.companyId, link.clientId);
  const owed = String(client.total_credits ?? "0.00");
  return {
    shop: { title: company?.title || company?.full_name || "", logo_url: company?.logo_url ?? null, ...(company?.phone ? { phone: company.phone } : {}) },
    bride: { full_name: String(client.full_name ?? "") },
    language: link.language,
    contracts: contracts.map((contract) => ({
      title: String(contract.title),
      date: dayOf(contract.created_at),
      total: contract.process_id != null ? (totals.get(Number(contract.process_id)) ?? null) : null,
      ...(contract.public_token ? { print_url: publicUrl(`/sozlesme/${contract.public_token}`) } : {}),
    })),
    dates: {
      fittings: fittings.map((fitting) => ({ date: dayOf(fitting.start_date), start_time: String(fitting.start_time), end_time: String(fitting.end_time) })),
      pick_up: leases.map((lease) => ({ product: nameOf(lease), date: dayOf(lease.issue_date) })),
      return: leases.map((lease) => ({ product: nameOf(lease), date: dayOf(lease.delivered_date ?? lease.delivery_date) })),
      wedding_date: (firstOf("wedding_date") as string | undefined) ?? null,
      photo_date: (firstOf("photo_date") as string | undefined) ?? null,
    },
    balance: { total: addMoney(paid, owed), paid, owed },
  };
}
