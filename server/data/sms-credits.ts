import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies, smsCreditEntries } from "../db/core";
import type { Row } from "./resource-repository";
import type { TenantScope } from "./scope";

/** Why a company's platform SMS credits changed (`sms_credit_entries.reason`). */
export type SmsCreditReason = "purchase" | "grant" | "spend" | "refund";

/** One message's share of a spend: the ledger gets one row per message. */
export interface SmsCreditSpend {
  messageId: number;
  credits: number;
}

export type SmsSpendResult = { ok: true; balance: number } | { ok: false; available: number };

/** A ledger row as the API answers it. */
const asRow = (entry: typeof smsCreditEntries.$inferSelect): Row => ({
  id: entry.id,
  delta: entry.delta,
  reason: entry.reason,
  message_id: entry.message_id,
  actor_user_id: entry.actor_user_id,
  note: entry.note,
  balance: entry.balance,
  created_at: entry.created_at.toISOString(),
});

/**
 * The scope's company's SMS credits on the platform account (`companies.sms_credits`) and their ledger
 * (`sms_credit_entries`): every change is one conditional UPDATE of the company row (so two spends racing for the
 * last credits cannot both pass) and a ledger row with the balance after it, in the caller's transaction.
 */
export function smsCreditsRepository(db: Db, scope: Pick<TenantScope, "companyId" | "actorId">) {
  const own = eq(companies.id, scope.companyId);
  const ownEntries = eq(smsCreditEntries.company_id, scope.companyId);

  /** Adds `delta` (may be negative) and answers the balance after it; null when the company is gone. */
  async function move(delta: number): Promise<number | null> {
    const [row] = await db
      .update(companies)
      .set({ sms_credits: sql`${companies.sms_credits} + ${delta}` })
      .where(own)
      .returning({ balance: companies.sms_credits });
    return row?.balance ?? null;
  }

  async function record(entry: { delta: number; reason: SmsCreditReason; balance: number; messageId?: number; note?: string }) {
    const [row] = await db
      .insert(smsCreditEntries)
      .values({
        company_id: scope.companyId,
        delta: entry.delta,
        reason: entry.reason,
        message_id: entry.messageId ?? null,
        actor_user_id: scope.actorId ?? null,
        note: entry.note ?? null,
        balance: entry.balance,
      })
      .returning();
    return row;
  }

  return {
    async balance(): Promise<number> {
      const [row] = await db.select({ balance: companies.sms_credits }).from(companies).where(own).limit(1);
      return row?.balance ?? 0;
    },

    /**
     * Takes `total` only if that much is left, in one conditional UPDATE, then writes one "spend" row per entry
     * (each with the balance after it). Not enough: nothing changes and the answer says what is left.
     */
    async spend(total: number, entries: SmsCreditSpend[]): Promise<SmsSpendResult> {
      if (!Number.isInteger(total) || total < 0) throw new Error(`smsCredits.spend: bad total ${total}`);
      const [taken] = await db
        .update(companies)
        .set({ sms_credits: sql`${companies.sms_credits} - ${total}` })
        .where(and(own, gte(companies.sms_credits, total)))
        .returning({ balance: companies.sms_credits });
      if (!taken) return { ok: false, available: await this.balance() };
      let running = taken.balance + total;
      for (const entry of entries) {
        running -= entry.credits;
        await record({ delta: -entry.credits, reason: "spend", messageId: entry.messageId, balance: running });
      }
      return { ok: true, balance: taken.balance };
    },

    /** Gives a message's credits back (it failed before the gateway took it); answers the new balance. */
    async refund(messageId: number, credits: number): Promise<number> {
      const balance = (await move(credits)) ?? 0;
      await record({ delta: credits, reason: "refund", messageId, balance });
      return balance;
    },

    /** Credits bought (an SMS package) or granted by an operator; answers the new balance. */
    async grant(amount: number, reason: "grant" | "purchase", note?: string): Promise<number> {
      return (await this.grantEntry(amount, reason, note))?.balance ?? 0;
    },

    /** `grant`, answering the ledger row it wrote (for the audit entry); null when the company does not exist. */
    async grantEntry(amount: number, reason: "grant" | "purchase", note?: string): Promise<(Row & { id: number; balance: number }) | null> {
      if (!Number.isInteger(amount) || amount <= 0) throw new Error(`smsCredits.grant: bad amount ${amount}`);
      const balance = await move(amount);
      if (balance === null) return null;
      const entry = await record({ delta: amount, reason, balance, note });
      return asRow(entry) as Row & { id: number; balance: number };
    },

    /**
     * The company's messages as the balance shows them: `pending`, the credits held by messages still queued or
     * being sent; `sent`, how many were sent, all time.
     */
    async messageFigures(): Promise<{ pending: number; sent: number }> {
      const result = await db.execute(sql`select coalesce(sum(case when account = 'platform' then credits else segments end) filter (where status in ('queued', 'sending')), 0)::int as pending,
                                                 (count(*) filter (where status = 'sent'))::int as sent
                                          from sms_messages where company_id = ${scope.companyId}`);
      const [row] = (result as unknown as { rows: { pending: number | string; sent: number | string }[] }).rows;
      return { pending: Number(row?.pending ?? 0), sent: Number(row?.sent ?? 0) };
    },

    /** The ledger, newest first. */
    async entries(query: { page: number; perPage: number }): Promise<{ data: Row[]; total: number }> {
      // One after the other: inside a unit of work both run on the transaction's one connection.
      const rows = await db
        .select()
        .from(smsCreditEntries)
        .where(ownEntries)
        .orderBy(desc(smsCreditEntries.created_at), desc(smsCreditEntries.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const [{ total }] = await db.select({ total: count() }).from(smsCreditEntries).where(ownEntries);
      return { data: rows.map(asRow), total: Number(total) };
    },
  };
}
