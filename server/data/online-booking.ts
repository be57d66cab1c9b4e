import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies } from "../db/core";
import type { ResourceRegistry } from "./registry";
import type { Row } from "./resource-repository";

/** The shop an online booking page belongs to: its company, its appointment settings and what the page shows of it. */
export interface BookingShop {
  companyId: number;
  settings: Row;
  title: string;
  logo_url: string | null;
}

/**
 * The one read of appointment settings that crosses companies (`/api/public/booking/:slug`, `/randevu-al/<slug>`):
 * the shop is found by its page's address alone, and only while its online booking is on.
 */
export async function bookingShopBySlug(db: Db, registry: ResourceRegistry, slug: string): Promise<BookingShop | null> {
  const s = registry.definition("appointment_settings").table as any;
  const [row] = await db
    .select({ settings: s, companyTitle: companies.title, companyName: companies.full_name, logo: companies.logo_url })
    .from(s)
    .innerJoin(companies, eq(companies.id, s.company_id))
    .where(and(eq(s.online_slug, slug), eq(s.online_enabled, true)))
    .limit(1);
  if (!row) return null;
  const settings = row.settings as Row;
  return { companyId: Number(settings.company_id), settings, title: row.companyTitle || row.companyName, logo_url: row.logo ?? null };
}
