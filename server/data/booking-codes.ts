import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { bookingCodes } from "../db/booking-codes";
import type { Db } from "../db/client";
import type { TenantScope } from "./scope";

/** The purpose of the code that confirms one consent of one client, granted or withdrawn (issue 18, KVKK). */
export const consentCodePurpose = (clientId: number, consent: string, granted: boolean): string => `consent:${clientId}:${consent}:${granted ? "granted" : "withdrawn"}`;

/** How long a code holds, how many wrong tries it takes, how many codes one phone may ask a shop for in an hour. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_ATTEMPTS = 5;
export const CODES_PER_PHONE_PER_HOUR = 3;
/** How long a row is kept: past its hour of the limit and its expiry, with room to spare. */
const KEPT_MS = 24 * 3_600_000;

const hashOf = (code: string) => createHash("sha256").update(code).digest("hex");
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type CodeIssue = { ok: true; id: number; code: string } | { ok: false; reason: "tooMany" };
export type CodeCheck = { ok: true; id: number; fullName: string } | { ok: false; reason: "missing" | "expired" | "wrong" | "exhausted" };

/**
 * The SMS codes of the scope's company (table booking_codes) for one `purpose`, per mobile: the online booking's
 * (`booking`, the default) or a consent's (`consentCodePurpose`). Every call runs inside a unit of work: it takes the
 * phone's lock (`pg_advisory_xact_lock`) first, so two requests of one phone at once neither pass the hourly limit
 * together nor both book with one code.
 */
export function bookingCodesRepository(db: Db, scope: TenantScope, purpose = "booking") {
  const companyId = scope.companyId;
  const lockPhone = (gsm: string) => db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${gsm}`}), ${companyId}::int)`);
  const ofPhone = (gsm: string) => and(eq(bookingCodes.company_id, companyId), eq(bookingCodes.gsm, gsm), eq(bookingCodes.purpose, purpose));
  const usable = (gsm: string) => and(ofPhone(gsm), isNull(bookingCodes.used_at), isNull(bookingCodes.voided_at));

  return {
    /** A new 6-digit code for the phone (any earlier one of it is void), or `tooMany` past the hourly limit. */
    async issue(gsm: string, fullName: string, now = new Date()): Promise<CodeIssue> {
      await lockPhone(gsm);
      await db.delete(bookingCodes).where(lt(bookingCodes.created_at, new Date(now.getTime() - KEPT_MS)));
      const [{ recent }] = await db
        .select({ recent: sql<number>`count(*)::int` })
        .from(bookingCodes)
        .where(and(ofPhone(gsm), gt(bookingCodes.created_at, new Date(now.getTime() - 3_600_000))));
      if (recent >= CODES_PER_PHONE_PER_HOUR) return { ok: false, reason: "tooMany" };
      await db.update(bookingCodes).set({ voided_at: now }).where(usable(gsm));
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const [row] = await db
        .insert(bookingCodes)
        .values({ company_id: companyId, gsm, purpose, code_hash: hashOf(code), full_name: fullName, expires_at: new Date(now.getTime() + CODE_TTL_MS), created_at: now })
        .returning({ id: bookingCodes.id });
      return { ok: true, id: row.id, code };
    },

    /** Voids a code whose SMS could not be queued (it still counts towards the hour's limit). */
    async void(id: number, now = new Date()): Promise<void> {
      await db.update(bookingCodes).set({ voided_at: now }).where(and(eq(bookingCodes.company_id, companyId), eq(bookingCodes.id, id)));
    },

    /** Checks the phone's code: right, it is used (`restore` gives it back); wrong, a try is counted; too many, it is void. */
    async check(gsm: string, code: string, now = new Date()): Promise<CodeCheck> {
      await lockPhone(gsm);
      const [pending] = await db.select().from(bookingCodes).where(usable(gsm)).orderBy(desc(bookingCodes.created_at), desc(bookingCodes.id)).limit(1);
      if (!pending) return { ok: false, reason: "missing" };
      const mark = (values: Partial<typeof bookingCodes.$inferInsert>) => db.update(bookingCodes).set(values).where(eq(bookingCodes.id, pending.id));
      if (pending.expires_at <= now) {
        await mark({ voided_at: now });
        return { ok: false, reason: "expired" };
      }
      if (sameHash(hashOf(code), pending.code_hash)) {
        await mark({ used_at: now });
        return { ok: true, id: pending.id, fullName: pending.full_name };
      }
      const attempts = pending.attempts + 1;
      await mark(attempts >= CODE_ATTEMPTS ? { attempts, voided_at: now } : { attempts });
      return { ok: false, reason: attempts >= CODE_ATTEMPTS ? "exhausted" : "wrong" };
    },

    /** Removes the purpose's codes (of one phone when given), with the names they hold: a client's erasure (KVKK). */
    async forget(gsm?: string): Promise<void> {
      await db.delete(bookingCodes).where(gsm ? ofPhone(gsm) : and(eq(bookingCodes.company_id, companyId), eq(bookingCodes.purpose, purpose)));
    },

    /** Gives a used code back (its slot was taken meanwhile: the bride may pick another with the same code). */
    async restore(id: number): Promise<void> {
      await db.update(bookingCodes).set({ used_at: null }).where(and(eq(bookingCodes.company_id, companyId), eq(bookingCodes.id, id), isNull(bookingCodes.voided_at)));
    },
  };
}
