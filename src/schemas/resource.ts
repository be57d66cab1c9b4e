import type { PermissionFlag, Role } from "../domain/permissions";
import type { RowRuleName } from "../domain/row-rules";

/**
 * `x-resource`: how one entity is exposed. Plain data, read by the server (table, API, guards)
 * and by the client (routes, pages, menu). See README "Adding an entity".
 */
export interface ResourceMeta {
  /**
   * Spec routes without leading slash; `:id` marks the record id. Absent = no such page. `bin`: the page of
   * a `softDelete` resource's bin (restore, purge). `publicCreate`: the create form anyone may open without
   * signing in (a `publicCreate` resource's application page, e.g. "basvuru"). `calendar`: a `schedule`
   * resource's rows in month, week and day views (the fitting calendar, "randevular").
   */
  routes: { list?: string; create?: string; edit?: string; show?: string; bin?: string; publicCreate?: string; calendar?: string };
  /** The user flag that opens the resource (read and write); absent = any signed-in user. */
  permission?: PermissionFlag;
  /** Roles allowed to create, edit and delete; absent = any user with the permission. */
  writeRoles?: readonly Role[];
  /** "company": rows belong to the caller's company. "global": shared rows (announcements). */
  tenant: "company" | "global";
  list: {
    columns: readonly string[];
    /** Fields matched by `keyword` (case-insensitive contains). */
    search?: readonly string[];
    /** Fields the list filters by: `field=`, and by type `field_in=`, `field_gte=`/`field_lte=`, `field_period=` (README). */
    filters?: readonly string[];
    perPage?: number;
    defaultSort?: { field: string; order: "asc" | "desc" };
    /** Figures the list envelope carries as `counters` (labels `<name>.counters.<key>`), computed by the server. */
    counters?: readonly string[];
    /** The flag a user needs to receive the counters (suppliers' cards need homepage_permission). */
    countersPermission?: PermissionFlag;
    /**
     * The spec's names for list parameters, beside the engine's own: `brand: "brand_id"` takes `brand=` for
     * `brand_id=` (validated like it, a 422 names `brand`); a map of values expands one value into engine
     * parameters (`getType: { service: { is_service: true }, all: { scope: "all" } }`). The data provider keeps
     * the engine's names; an alias sent together with a parameter it sets is a 422 on the alias.
     */
    queryAliases?: Record<string, string | Record<string, Record<string, string | number | boolean>>>;
  };
  /** Read-only fields the server computes for each row (never stored, never written). */
  computed?: Record<string, any>;
  /** A read-only boolean property that, when true, forbids deleting the row (seeded categories). */
  deleteBlockedBy?: string;
  /**
   * Reading needs no permission flag, only writing does: lists that other forms pick from
   * (client categories, product categories) must open for every user of the shop.
   */
  openReads?: boolean;
  /** Who may delete: anyone allowed to write, only the company's first user, or nobody. */
  delete?: "any" | "first_user" | "none";
  /** "none": rows are never changed after creation (no PUT route); categories are create only. */
  update?: "any" | "none";
  /**
   * "none": no POST route and no create page: the server's own modules write the rows (the SMS history, written
   * by the SMS module through `repos`); the API only lists and reads them.
   */
  create?: "any" | "none";
  /**
   * Deleted rows go to a bin (`deleted_at`) instead of disappearing: lists, references and counters skip
   * them; `GET /<name>/bin`, `POST /<name>/:id/restore` and `DELETE /<name>/:id/purge` manage the bin.
   */
  softDelete?: boolean;
  /**
   * The bin page of a `softDelete` resource beyond restore and purge: `filters` offered there (list filters, by
   * field), `counters` the bin's envelope answers (each counts the binned rows holding its field values; labels
   * `<name>.bin.counters.<key>`), and `toggles`, checkboxes that add list query parameters (`lowStock: {
   * stock_gte: 0, stock_lte: 1 }`; labels `<name>.bin.toggles.<key>`).
   */
  bin?: {
    filters?: readonly string[];
    counters?: Record<string, Record<string, string | number | boolean>>;
    toggles?: Record<string, Record<string, string | number | boolean>>;
  };
  /** Fields whose value is unique within the company (among rows not in the bin): barcodes. */
  unique?: readonly string[];
  /**
   * A text unique within the company among the rows with the same `among` values (a category's name per type and
   * parent), compared ignoring letter case the Turkish way (I/ı, İ/i) and other languages' accents: "GELİNLİK" and
   * "Gelinlik" are one name. A unique index on the folded text keeps it so, also when two requests race.
   */
  uniqueIgnoringCase?: { field: string; among?: readonly string[] };
  /** Every create, change and delete writes `audit_log` (who, when, record, before and after). */
  audit?: boolean;
  /**
   * Per-row rules (named pure functions in src/domain/row-rules): the server refuses a change or delete
   * the rule forbids, and answers each row's `_can` so the UI shows only what is allowed.
   */
  rules?: { update?: RowRuleName; delete?: RowRuleName };
  /**
   * `POST /<name>/:id/<action>` (and the spec's path as `alias`, e.g. "pay-advance/:id"): a body schema, a
   * permission flag and a `when` rule; the server's handler (resource extension) runs in one unit of work.
   * `method`: the spec's verb for the alias (`PUT users/change-password/:id`), which the row button then calls.
   */
  actions?: Record<string, { permission?: PermissionFlag; when?: RowRuleName; body?: Record<string, unknown>; alias?: string; method?: "POST" | "PUT" }>;
  /**
   * A sub-resource of another (an employee's advances): its `field` is a reference to the parent, the child
   * rows go with the parent (foreign key on delete cascade), and `GET|POST /<parent>/:id/<path>` list and
   * add the parent's children. The parent's show page embeds the list.
   * `lines: "<property>"`: the children are the parent's lines (an order's basket): the parent's POST and PUT
   * take them under that property and write them in the same unit of work (PUT replaces the set, in order);
   * GET of the parent answers them. At most `maxLines` (100 unless given).
   */
  parent?: { resource: string; field: string; path: string; lines?: string; maxLines?: number };
  /**
   * Anyone may create a row without signing in (a dealership application), at most `perHour` times per
   * address; reading, changing and deleting stay with the permission. Only for `tenant: "global"`.
   */
  publicCreate?: { perHour: number };
  /**
   * The rows hold a product over days (a rent, a stay at the tailor, dry cleaning): each is a booking of this kind.
   * Its `service_id`, `issue_date`, `delivery_date`, `piece`, `status` (active | returned) and `delivered_date`
   * are what server/bookings reads: every booking resource counts against the others for the product's stock, a
   * write is decided under the product's row lock, and a clash is a 409 naming the other booking.
   */
  booking?: "lease" | "tailor" | "dry";
  /**
   * The rows hold a span of the shop's wall-clock time (appointments): `start_date`, `start_time` ("HH:MM"),
   * `end_date`, `end_time` (the end after the start, else a 422 on `end_time`), which the server also keeps as the
   * instants `starts_at` and `ends_at` in the company's time zone. Two live rows with the same `per` value (two of one
   * employee; without a value, two without one) cannot overlap (touching is fine): a write is decided under the
   * company's lock of the resource and a clash is a 409 naming the other row. `view`: the calendar page's first view.
   */
  schedule?: { per?: string; view?: "month" | "week" | "day" };
  /** One row per company (settings): `GET /<name>` answers it, `PUT /<name>` writes it; no list, no delete. */
  singleton?: boolean;
  /**
   * "custom": no generated table and no generic routes; the resource's server extension brings its routes
   * (`ResourceExtension.routes`) over storage of its own (the shop's users, kept with their password hashes).
   * The pages render it from the schema like any other.
   */
  storage?: "generic" | "custom";
  /** Reading and writing need the company's first user (the shop owner): the shop's users. */
  firstUserOnly?: boolean;
  /**
   * The generated form's (and show page's) layout: `sections` in their order, each titled
   * `<resource>.sections.<name>` (a property joins one with `x-ui.section`; fields without one go to the first);
   * `order` puts the named fields first, in that order, the others following in property order.
   */
  form?: { sections?: readonly string[]; order?: readonly string[] };
  /**
   * Sidebar entry; false = not in the menu. `group` is a key under `menu.groups`. `page: "create"`: the entry opens
   * the create page (the quick sale, `hizli-satis`), labelled `<name>.titles.menu`, for users who may create.
   */
  menu?: { order: number; icon?: string; group?: string; page?: "create" } | false;
}

/**
 * Property keywords besides JSON Schema's own (`readOnly`: only the server writes it; `writeOnly`: accepted
 * and stored, never answered — secrets):
 * - `x-ref` / `x-ref-filter`: see ResourceRef below;
 * - `x-permission`: the field is shown, accepted and answered only for users holding that flag (a change by
 *   anyone else keeps its stored value): year and size need yearsize_permission.
 * - `x-create-only: true`: sent on create only (a new user's password): the change's body has no such field.
 * - `x-company-flag: "<flag>"`: may be true only where the caller's company holds that flag (the operator's
 *   per-company grants, year/size and product images); the form offers it only then.
 * - `x-update-when: "<row rule>"`: changes only on rows the rule allows (the owner's permission flags stay);
 *   elsewhere a different value is a 422 on the field and the form shows it read-only. The server answers
 *   `_can["update:<field>"]` per row.
 * - `x-message: "<i18n key>"`: the one message any broken rule of the field answers (server and form), where the
 *   spec words it: an employee's commission outside 0–100 is 'Prim Değeriniz Hatalı!'.
 * - `x-encrypted: true` (with `writeOnly`): a secret stored encrypted at rest (AES-256-GCM, the key from
 *   `SECRETS_KEY` or `DATA_DIR/secrets.key`), never answered; rows answer `_secrets: { <field>: true|false }`
 *   (whether one is stored) and only the server's own modules read it back decrypted (a shop's SMS credentials).
 */
export type PropertyKeywords = "x-ref" | "x-ref-filter" | "x-permission" | "x-create-only" | "x-company-flag" | "x-update-when" | "x-message" | "x-encrypted";

/** `x-ui`: display hints for one property; the data rules stay in plain JSON Schema. */
export interface FieldUi {
  widget?: "city" | "county" | "text" | "textarea" | "html" | "phone" | "tckn" | "vkn" | "iban" | "money" | "date" | "datetime" | "time" | "select" | "reference" | "switch" | "number" | "email" | "password" | "sms-text";
  mask?: string;
  /** Hide in generated views. */
  hidden?: readonly ("list" | "form" | "show")[];
  /**
   * Shown in the form only while every named field holds the given value, or one of the given values (business-only
   * fields; an SMS credential that three of the four providers need).
   */
  visibleWhen?: Record<string, string | number | boolean | readonly (string | number | boolean)[]>;
  /** The form asks the same value as this field (a password's confirmation); the server checks it again. */
  sameAs?: string;
  /** The form section (declared in `x-resource.form.sections`) the field is shown in. */
  section?: string;
  /**
   * An action body's field starts with a value of its own (`x-resource.actions.<name>.body`): "today" on the
   * company's clock, or `{ row: "<column>" }`, that column of the row the action runs on (a salary payment starts
   * at what is left of the month's salary). A column the schema does not have is a compile error (defineResource).
   */
  start?: "today" | { row: string };
}

/**
 * `x-ref`: the property holds the id of a row of another resource (same tenant). `x-ref-filter`
 * narrows the rows it may name (a client's category is a definition of type client-categories).
 */
export type ResourceRef = string;

export interface ResourceSchema {
  $id: string;
  type: "object";
  "x-resource": ResourceMeta;
  properties: Record<string, any>;
  required?: readonly string[];
  additionalProperties: false;
  allOf?: readonly any[];
}
