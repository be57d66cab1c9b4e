import { and, asc, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies, uploads } from "../db/core";
import { fileKeysOf } from "../engine/file-fields";
import { auditRepository } from "./audit";
import { bookingDefinitions } from "./bookings";
import { constraintViolation } from "./constraint-violation";
import type { ResourceRegistry } from "./registry";
import { resourceRepository, type Row } from "./resource-repository";
import type { TenantScope } from "./scope";
import { deltasOf, talliedFields, talliesOf } from "./tallies";

/** Why a transfer was refused: the route turns each into its answer. */
export type TransferRefusal = "notFound" | "notInGroup" | "heldElsewhere" | "hasLeases" | "barcodeTaken";
export type TransferResult = { ok: true; row: Row } | { ok: false; reason: TransferRefusal };

/** The references of a product that point at the holding company's categories (foreign keys within one company). */
const CATEGORY_FIELDS = ["category_id", "brand_id", "alt_category"] as const;

/** The row as the audit keeps it: the generated search columns are no part of the record. */
const recorded = ({ search_doc: _doc, search_keys: _keys, ...row }: Row): Row => row;

/**
 * Products moving between the companies of one group (spec §4 "Product transfer"). A transfer is the one write
 * that crosses tenants, so it lives here and not in a route: the group is checked in SQL, the product row is
 * locked, the counts and the audit of both companies change in the caller's unit of work. `db` must be a
 * transaction (the unit of work's).
 */
export function transfersRepository(db: Db, registry: ResourceRegistry, scope: TenantScope) {
  const services = registry.definition("services");
  const categories = registry.definition("categories");
  const s = services.table;
  const c = categories.table;
  const tallyFields = talliedFields(services.schema);
  const own = scope.companyId;

  /** The caller's group (null: not in one). */
  const groupOf = (companyId: number) =>
    db.select({ group_id: companies.group_id }).from(companies).where(eq(companies.id, companyId)).limit(1).then(([row]) => row?.group_id ?? null);

  /** The other companies of the caller's group, by title. */
  async function branches(): Promise<{ id: number; title: string }[]> {
    const group = await groupOf(own);
    if (group === null) return [];
    const rows = await db
      .select({ id: companies.id, title: sql<string>`coalesce(${companies.title}, ${companies.full_name})` })
      .from(companies)
      .where(and(eq(companies.group_id, group), ne(companies.id, own)))
      .orderBy(asc(companies.id));
    return rows;
  }

  /** The same category (type, name ignoring case the Turkish way, parent) in `companyId`, made there when missing. */
  async function categoryIn(companyId: number, id: unknown): Promise<number | null> {
    if (typeof id !== "number") return null;
    const [source] = await db.select({ name: c.name, type: c.type, parent_id: c.parent_id }).from(c).where(eq(c.id, id)).limit(1);
    if (!source) return null;
    const parent = source.parent_id === null ? null : await categoryIn(companyId, source.parent_id);
    const folded = (value: unknown) => sql`split_part(tr_sort_key(${value}), chr(1), 1)`;
    const [found] = await db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.company_id, companyId), eq(c.type, source.type), parent === null ? isNull(c.parent_id) : eq(c.parent_id, parent), sql`${folded(c.name)} = ${folded(source.name)}`))
      .limit(1);
    if (found) return found.id as number;
    const made = await resourceRepository(categories, db, { companyId, actorId: scope.actorId }).create({ name: source.name, type: source.type, parent_id: parent });
    return made.id as number;
  }

  /** Moves a locked product row to `to`, its categories with it; counts and both audits follow. */
  async function move(before: Row, to: number, oldCompanyId: number | null, action: "send" | "get"): Promise<TransferResult> {
    // A booking of any kind (a lease, the tailor, dry cleaning) points at the product within its company: its
    // history stays where it was written.
    for (const { definition } of bookingDefinitions(registry)) {
      const l = definition.table as any;
      const [{ held }] = await db
        .select({ held: count() })
        .from(l)
        .where(and(eq(l.company_id, before.company_id as number), eq(l.service_id, before.id as number)));
      if (Number(held) > 0) return { ok: false, reason: "hasLeases" };
    }
    const references: Row = {};
    for (const field of CATEGORY_FIELDS) references[field] = await categoryIn(to, before[field]);
    let after: Row;
    try {
      // A savepoint, so that a taken barcode leaves the caller's transaction usable for its answer.
      [after] = await db.transaction((tx) =>
        tx
          .update(s)
          .set({ ...references, company_id: to, old_company_id: oldCompanyId, version: sql`${s.version} + 1`, updated_at: new Date() })
          .where(eq(s.id, before.id as number))
          .returning(),
      );
    } catch (error) {
      if (constraintViolation(error)?.kind === "unique") return { ok: false, reason: "barcodeTaken" };
      throw error;
    }
    const from = before.company_id as number;
    // The pictures go with the product (each file is one record's): the holder may keep, change or drop them.
    const files = fileKeysOf(services.schema, before);
    if (files.length) await db.update(uploads).set({ company_id: to }).where(and(eq(uploads.company_id, from), inArray(uploads.storage_key, files)));
    await talliesOf(db, from, "services").apply(deltasOf(tallyFields, before, undefined));
    await talliesOf(db, to, "services").apply(deltasOf(tallyFields, undefined, after));
    for (const companyId of [from, to]) {
      const change = { action, resource: "services", recordId: after.id as number, before: recorded(before), after: recorded(after) };
      await auditRepository(db, { companyId, actorId: scope.actorId }).recordChange(change);
    }
    return { ok: true, row: after };
  }

  /** The caller's live product, locked for the rest of the unit of work. */
  const lockOwn = (id: number, holder: "caller" | "branch") =>
    db
      .select()
      .from(s)
      .where(and(eq(s.id, id), holder === "caller" ? eq(s.company_id, own) : eq(s.old_company_id, own), isNull(s.deleted_at)))
      .for("update")
      .then(([row]) => row as Row | undefined);

  return {
    branches,

    /** Sends the caller's product to another company of its group; it must not be held from elsewhere already. */
    async send(serviceId: number, targetId: number): Promise<TransferResult> {
      const group = await groupOf(own);
      const [target] =
        group === null || targetId === own
          ? []
          : await db.select({ id: companies.id }).from(companies).where(and(eq(companies.id, targetId), eq(companies.group_id, group)));
      const row = await lockOwn(serviceId, "caller");
      if (!row) return { ok: false, reason: "notFound" };
      if (!target) return { ok: false, reason: "notInGroup" };
      if (row.old_company_id !== null) return { ok: false, reason: "heldElsewhere" };
      return move(row, targetId, own, "send");
    },

    /** Takes back a product of the caller's that a branch holds. */
    async takeBack(serviceId: number): Promise<TransferResult> {
      const row = await lockOwn(serviceId, "branch");
      if (!row) return { ok: false, reason: "notFound" };
      return move(row, own, null, "get");
    },

    /** The caller's products that branches hold now, with the holder's title, newest move first. */
    async atBranches(page: number, perPage: number): Promise<{ rows: Row[]; total: number }> {
      const where = and(eq(s.old_company_id, own), isNull(s.deleted_at));
      const rows = await db
        .select({
          id: s.id,
          name: s.name,
          barcode: s.barcode,
          stock: s.stock,
          price: s.price,
          rent_price: s.rent_price,
          holder_id: s.company_id,
          holder_title: sql<string>`coalesce(${companies.title}, ${companies.full_name})`,
          updated_at: s.updated_at,
        })
        .from(s)
        .innerJoin(companies, eq(companies.id, s.company_id))
        .where(where)
        .orderBy(sql`${s.updated_at} desc`, sql`${s.id} desc`)
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [{ total }] = await db.select({ total: count() }).from(s).where(where);
      return { rows: rows as Row[], total: Number(total) };
    },
  };
}

export type TransfersRepository = ReturnType<typeof transfersRepository>;

/**
 * An operator's change of a company's group (spec §3 "group_id (branch group)"): the companies of one group are
 * branches of each other. Platform-wide on purpose (operators manage every dealer); the audit keeps who did it,
 * under the company changed. False when there is no such company.
 */
export async function setCompanyGroup(db: Db, actor: { companyId: number; actorId?: number }, companyId: number, groupId: number | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ id: companies.id, group_id: companies.group_id }).from(companies).where(eq(companies.id, companyId)).for("update");
    if (!before) return false;
    await tx.update(companies).set({ group_id: groupId, updated_at: new Date() }).where(eq(companies.id, companyId));
    const change = { action: "group", resource: "companies", recordId: companyId, before, after: { ...before, group_id: groupId } };
    await auditRepository(tx as unknown as Db, { companyId, actorId: actor.actorId }).recordChange(change);
    return true;
  });
}
