import { bigint, bigserial, customType, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies, users } from "./core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Files made on the server for one download (the cash box's Excel): bound to the company that made them and
 * gone after a few minutes. Only the SHA-256 of the address's token is kept, as for sessions.
 */
export const downloads = pgTable(
  "downloads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    company_id: bigint("company_id", { mode: "number" }).notNull().references(() => companies.id, { onDelete: "cascade" }),
    user_id: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull(),
    file_name: text("file_name").notNull(),
    content_type: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("downloads_token_unique").on(t.token_hash), index("downloads_expires_idx").on(t.expires_at)],
);
