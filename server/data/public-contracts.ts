import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies } from "../db/core";
import type { ResourceRegistry } from "./registry";

/** What the public print page of a contract shows: the contract and the shop that made it, nothing else. */
export interface PublicContract {
  title: string;
  html: string;
  company: { title: string; logo_url: string | null; print_logo: boolean };
}

/**
 * The one read of contracts that crosses companies (`GET /api/public/contracts/:token`, `/sozlesme/<token>`): it is
 * found by its public token alone (32 random bytes, made by the server), never by an id, so only who was given the
 * link opens it. The caller checks the token's shape first.
 */
export async function publicContractByToken(db: Db, registry: ResourceRegistry, token: string): Promise<PublicContract | null> {
  const c = registry.definition("contracts").table;
  const [row] = await db
    .select({ title: c.title, html: c.html, companyTitle: companies.title, companyName: companies.full_name, logo: companies.logo_url, printLogo: companies.print_company_logo })
    .from(c)
    .innerJoin(companies, eq(companies.id, c.company_id))
    .where(eq(c.public_token, token))
    .limit(1);
  if (!row) return null;
  return {
    title: String(row.title),
    html: String(row.html ?? ""),
    company: { title: row.companyTitle || row.companyName, logo_url: row.logo ?? null, print_logo: row.printLogo },
  };
}
