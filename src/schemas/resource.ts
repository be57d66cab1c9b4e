import type { PermissionFlag, Role } from "../domain/permissions";

/**
 * `x-resource`: how one entity is exposed. Plain data, read by the server (table, API, guards)
 * and by the client (routes, pages, menu). See README "Adding an entity".
 */
export interface ResourceMeta {
  /** Spec routes without leading slash; `:id` marks the record id. Absent = no such page. */
  routes: { list?: string; create?: string; edit?: string; show?: string };
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
    /** Fields accepted as equality filters in the query string. */
    filters?: readonly string[];
    perPage?: number;
    defaultSort?: { field: string; order: "asc" | "desc" };
    /** Figures the list envelope carries as `counters` (labels `<name>.counters.<key>`), computed by the server. */
    counters?: readonly string[];
    /** The flag a user needs to receive the counters (suppliers' cards need homepage_permission). */
    countersPermission?: PermissionFlag;
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
   * Deleted rows go to a bin (`deleted_at`) instead of disappearing: lists, references and counters skip
   * them; `GET /<name>/bin`, `POST /<name>/:id/restore` and `DELETE /<name>/:id/purge` manage the bin.
   */
  softDelete?: boolean;
  /** Fields whose value is unique within the company (among rows not in the bin): barcodes. */
  unique?: readonly string[];
  /** Every create, change and delete writes `audit_log` (who, when, record, before and after). */
  audit?: boolean;
  /** Sidebar entry; false = not in the menu. `group` is a key under `menu.groups`. */
  menu?: { order: number; icon?: string; group?: string } | false;
}

/** `x-ui`: display hints for one property; the data rules stay in plain JSON Schema. */
export interface FieldUi {
  widget?: "city" | "county" | "text" | "textarea" | "html" | "phone" | "tckn" | "vkn" | "iban" | "money" | "date" | "datetime" | "select" | "reference" | "switch" | "number" | "email" | "password";
  mask?: string;
  /** Hide in generated views. */
  hidden?: readonly ("list" | "form" | "show")[];
  /** Shown in the form only while every named field holds the given value (business-only fields). */
  visibleWhen?: Record<string, string | number | boolean>;
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
