import { bigint, bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "./core";

/**
 * The codes sent by SMS to a bride booking online (`/randevu-al/<slug>`), per shop and mobile: only their SHA-256 is
 * kept, with the name she gave, the wrong tries and the expiry; a code is `used_at` once it booked, `voided_at` when a
 * newer one replaced it, its SMS failed or its tries ran out. Rows stay a day: the hourly limit of codes per phone
 * counts them, and a restart of the server loses neither a pending code nor the limit. `purpose` keeps apart the codes
 * of one phone that confirm different things: `booking` (the public page) and `consent:<client>:<purpose>:<granted>`
 * (a consent taken by SMS code on the client's page, issue 18); each has its own pending code and its own limit.
 */
export const bookingCodes = pgTable(
  "booking_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    company_id: bigint("company_id", { mode: "number" }).notNull().references(() => companies.id, { onDelete: "cascade" }),
    gsm: text("gsm").notNull(),
    purpose: text("purpose").notNull().default("booking"),
    code_hash: text("code_hash").notNull(),
    full_name: text("full_name").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    voided_at: timestamp("voided_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_codes_phone_idx").on(t.company_id, t.gsm, t.purpose, t.created_at), index("booking_codes_created_idx").on(t.created_at)],
);
