import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { PERMISSION_FLAGS, type PermissionFlag } from "../../src/domain/permissions";

/** Hand-written tables the schema engine builds on: tenants, users, sessions, audit. */

export const companies = pgTable("companies", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  title: text("title"),
  full_name: text("full_name").notNull(),
  phone: text("phone"),
  phone2: text("phone2"),
  website: text("website"),
  logo_url: text("logo_url"),
  barcode_url: text("barcode_url"),
  city: text("city"),
  county: text("county"),
  address: text("address"),
  postal_code: text("postal_code"),
  instagram: text("instagram"),
  group_id: bigint("group_id", { mode: "number" }),
  expiration_date: timestamp("expiration_date", { withTimezone: true }).notNull(),
  sms_confirmed: boolean("sms_confirmed").notNull().default(false),
  is_frozen: boolean("is_frozen").notNull().default(false),
  frozen_price: numeric("frozen_price", { precision: 14, scale: 2 }),
  yearsize_permission: boolean("yearsize_permission").notNull().default(false),
  productimage_permission: boolean("productimage_permission").notNull().default(false),
  print_company_logo: boolean("print_company_logo").notNull().default(true),
  print_sale_price: boolean("print_sale_price").notNull().default(true),
  print_rent_price: boolean("print_rent_price").notNull().default(true),
  auto_sale_sms: boolean("auto_sale_sms").notNull().default(false),
  qrcode_in_barcode: boolean("qrcode_in_barcode").notNull().default(true),
  barcode_in_barcode: boolean("barcode_in_barcode").notNull().default(true),
  time_zone: text("time_zone").notNull().default("Europe/Istanbul"),
  /** SMS credits left on the platform's account (server/data/sms-credits.ts; every change is a row of sms_credit_entries). */
  sms_credits: integer("sms_credits").notNull().default(0),
  /** Phone verification (spec §4): the SHA-256 of the last code sent, when it expires, failed tries. */
  activation_code_hash: text("activation_code_hash"),
  activation_code_expires_at: timestamp("activation_code_expires_at", { withTimezone: true }),
  activation_code_sent_at: timestamp("activation_code_sent_at", { withTimezone: true }),
  activation_attempts: integer("activation_attempts").notNull().default(0),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

const flagColumn = (name: string) => boolean(name).notNull().default(false);
const permissionColumns = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, flagColumn(flag)])) as {
  [K in PermissionFlag]: ReturnType<typeof flagColumn>;
};

export const users = pgTable(
  "users",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    company_id: bigint("company_id", { mode: "number" }).notNull().references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    password_hash: text("password_hash").notNull(),
    /** ["superadmin"] | ["admin"] | ["user"] */
    roles: jsonb("roles").$type<string[]>().notNull().default(sql`'["user"]'::jsonb`),
    first_user: boolean("first_user").notNull().default(false),
    locked: boolean("locked").notNull().default(false),
    lock_password_hash: text("lock_password_hash"),
    ...permissionColumns,
    /** Bumped by every change through the users resource: a change based on an older one is refused (409). */
    version: integer("version").notNull().default(1),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Emails are stored lower-cased (canonicalEmail), so a plain unique index is case-insensitive.
  (t) => [uniqueIndex("users_email_unique").on(t.email), index("users_company_idx").on(t.company_id, t.id)],
);

/** Opaque bearer tokens: only the SHA-256 of the token is stored. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    user_id: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The company the token acts for (a superadmin entering a shop's panel acts for that shop). */
    company_id: bigint("company_id", { mode: "number" }).notNull().references(() => companies.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("auth_tokens_hash_unique").on(t.token_hash), index("auth_tokens_user_idx").on(t.user_id)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    company_id: bigint("company_id", { mode: "number" }),
    actor_user_id: bigint("actor_user_id", { mode: "number" }),
    action: text("action").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    /** For record changes: the resource, the row, and the row before and after the change. */
    resource: text("resource"),
    record_id: bigint("record_id", { mode: "number" }),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_company_idx").on(t.company_id, t.created_at), index("audit_log_record_idx").on(t.company_id, t.resource, t.record_id)],
);

/** Files a company uploaded (logos, images): checked by content, stored under DATA_DIR/uploads. */
export const uploads = pgTable(
  "uploads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    company_id: bigint("company_id", { mode: "number" }).notNull().references(() => companies.id, { onDelete: "cascade" }),
    /** Random file name inside the store; the public URL is /uploads/<storage_key>. */
    storage_key: text("storage_key").notNull(),
    content_type: text("content_type").notNull(),
    size_bytes: integer("size_bytes").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("uploads_key_unique").on(t.storage_key), index("uploads_company_idx").on(t.company_id, t.id)],
);

/**
 * Live-row counts of a company's lists, kept in the same unit of work as the writes (server/data/tallies.ts):
 * `total`, and `<field>=<value>` for each enum filter, so a list's total and its counters cost one lookup,
 * not a scan of the shop's rows.
 */
export const listTallies = pgTable(
  "list_tallies",
  {
    company_id: bigint("company_id", { mode: "number" }).notNull().references(() => companies.id, { onDelete: "cascade" }),
    resource: text("resource").notNull(),
    key: text("key").notNull(),
    value: bigint("value", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.resource, t.key] })],
);

/** What each resource's tallies were counted for (server/data/tallies.ts): a different shape is counted again at start. */
export const listTallySources = pgTable("list_tally_sources", {
  resource: text("resource").primaryKey(),
  signature: text("signature").notNull(),
});

/**
 * Background work (server/jobs): polled with `FOR UPDATE SKIP LOCKED`. A job is unique per company, type and
 * idempotency key, so queueing the same work twice (a repeated request, two servers) makes one job. `running` jobs
 * hold a lease (`locked_until`); a job whose lease ran out (its server died) is taken again.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Null for the platform's own work (expiry notices). */
    company_id: bigint("company_id", { mode: "number" }).references(() => companies.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    idempotency_key: text("idempotency_key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** pending | running | done | failed | cancelled */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    max_attempts: integer("max_attempts").notNull().default(5),
    run_at: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp("locked_until", { withTimezone: true }),
    locked_by: text("locked_by"),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_key_unique").on(sql`coalesce(${t.company_id}, 0)`, t.type, t.idempotency_key),
    index("jobs_due_idx").on(t.status, t.run_at),
    index("jobs_company_idx").on(t.company_id, t.created_at),
  ],
);

/** Every change of a company's platform SMS credits: bought, granted by an operator, spent on a message, refunded. */
export const smsCreditEntries = pgTable(
  "sms_credit_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    company_id: bigint("company_id", { mode: "number" }).notNull().references(() => companies.id, { onDelete: "cascade" }),
    /** Positive: credits in; negative: spent. */
    delta: integer("delta").notNull(),
    /** purchase | grant | spend | refund */
    reason: text("reason").notNull(),
    /** The message it was spent on or refunded for (sms_messages.id). */
    message_id: bigint("message_id", { mode: "number" }),
    actor_user_id: bigint("actor_user_id", { mode: "number" }),
    note: text("note"),
    /** The balance after this entry. */
    balance: integer("balance").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_credit_entries_company_idx").on(t.company_id, t.created_at)],
);
