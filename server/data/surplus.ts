import { and, asc, count, eq, inArray, isNull, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { ResourceRegistry } from "./registry";
import type { TenantScope } from "./scope";

export interface ScannedLine {
  barcode: string;
  matched: boolean;
  id: number | null;
  name: string | null;
}

export interface MissingProduct {
  id: number;
  name: string;
  barcode: string | null;
  stock: number;
}

/**
 * The surplus scan (spec §2 "Barcode surplus scan") over one company's live products: which scanned barcodes are
 * products of the shop, which are not (surplus), and, as a stock count, which products on the shelf were not
 * scanned. The company is the scope's own, or the dealer an operator's 'all' view names; nothing is stored.
 */
export function surplusRepository(db: Db, registry: ResourceRegistry, scope: TenantScope) {
  const s = registry.definition("services").table;
  const companyId = scope.all ? scope.all.dealerId : scope.companyId;
  if (companyId === null) throw new Error("surplus: a dealer must be chosen");
  const live = and(eq(s.company_id, companyId), isNull(s.deleted_at));

  return {
    /** Each distinct scanned barcode with the product it names, in the order scanned. */
    async match(barcodes: readonly string[]): Promise<ScannedLine[]> {
      const found = barcodes.length
        ? await db.select({ id: s.id, name: s.name, barcode: s.barcode }).from(s).where(and(live, inArray(s.barcode, [...barcodes])))
        : [];
      const byBarcode = new Map(found.map((row) => [row.barcode as string, row]));
      return barcodes.map((barcode) => {
        const product = byBarcode.get(barcode);
        return { barcode, matched: product !== undefined, id: (product?.id as number) ?? null, name: (product?.name as string) ?? null };
      });
    },

    /**
     * A page of the products a stock count expects on the shelf but nobody scanned: live goods (not services)
     * with stock other than 0 (an empty one is not there to scan), by name.
     */
    async missing(barcodes: readonly string[], page: number, perPage: number): Promise<{ rows: MissingProduct[]; total: number }> {
      const where = and(live, eq(s.is_service, false), ne(s.stock, 0), barcodes.length ? sql`(${s.barcode} is null or ${notInArray(s.barcode, [...barcodes])})` : undefined);
      const rows = await db
        .select({ id: s.id, name: s.name, barcode: s.barcode, stock: s.stock })
        .from(s)
        .where(where)
        .orderBy(asc(sql`tr_sort_key(${s.name}) collate "C"`), asc(s.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [{ total }] = await db.select({ total: count() }).from(s).where(where);
      return { rows: rows as MissingProduct[], total: Number(total) };
    },
  };
}

export type SurplusRepository = ReturnType<typeof surplusRepository>;
