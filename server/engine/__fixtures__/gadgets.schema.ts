/** Throwaway schemas used only by the engine's chain test: never registered in src/schemas. */
export const gadgetKinds = {
  $id: "gadget_kinds",
  type: "object",
  "x-resource": {
    routes: { list: "gadget-kinds" },
    tenant: "company",
    list: { columns: ["name"], search: ["name"] },
  },
  properties: { name: { type: "string", minLength: 1, maxLength: 60 } },
  required: ["name"],
  additionalProperties: false,
} as const;

export const gadgets = {
  $id: "gadgets",
  type: "object",
  "x-resource": {
    routes: { list: "gadgets", create: "gadget-ekle", edit: "gadget-duzenle/:id", show: "gadget/:id" },
    permission: "definition_permission",
    tenant: "company",
    list: { columns: ["name", "type", "price", "kind_id"], search: ["name", "phone"], filters: ["type", "kind_id", "fitting_at"], perPage: 15 },
    delete: "first_user",
  },
  properties: {
    type: { type: "string", enum: ["person", "business"], default: "person" },
    name: { type: "string", minLength: 1, maxLength: 80 },
    phone: { type: "string", maxLength: 25, format: "tr-mobile", examples: ["+90 (532) 123 45 67"], "x-ui": { widget: "phone", mask: "+90 (###) ### ## ##" } },
    tax_no: { type: "string", maxLength: 10, format: "vkn", examples: ["4540536920"] },
    price: { type: "string", format: "money" },
    delivered_on: { type: "string", format: "date" },
    fitting_at: { type: "string", format: "date-time" },
    // `x-message`: any broken rule of the quantity answers this one message (any server message would do).
    quantity: { type: "integer", minimum: 0, "x-message": "server.employees.commissionInvalid" },
    kind_id: { type: "integer", "x-ref": "gadget_kinds" },
    notes: { type: "string", maxLength: 2000, "x-ui": { widget: "html" } },
    parts: {
      type: "array",
      maxItems: 10,
      items: { type: "object", additionalProperties: false, required: ["kind_id"], properties: { kind_id: { type: "integer", "x-ref": "gadget_kinds" } } },
    },
    accounts: {
      type: "array",
      maxItems: 5,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["bank_name"],
        properties: { bank_name: { type: "string", minLength: 1, maxLength: 60 }, iban: { type: "string", maxLength: 42, format: "iban", "x-ui": { widget: "iban" } } },
      },
    },
  },
  required: ["type", "name"],
  additionalProperties: false,
  allOf: [{ if: { properties: { type: { const: "business" } } }, then: { required: ["tax_no"] } }],
} as const;

/** Throwaway schema for the engine's second step: bin, unique per company, audit, a secret, filters, form sections. */
export const gizmos = {
  $id: "gizmos",
  type: "object",
  "x-resource": {
    routes: { list: "gizmos", create: "gizmo-ekle", edit: "gizmo-duzenle/:id", bin: "gizmo-cop-kutusu" },
    permission: "definition_permission",
    tenant: "company",
    list: {
      columns: ["name", "barcode", "kind_id", "price"],
      search: ["name", "barcode"],
      filters: ["kind_id", "made_on", "price"],
      // Another name for a filter, and a value map into a filter and into a sort.
      queryAliases: { kind: "kind_id", dated: { "2027": { made_on_gte: "2027-01-01" } }, cheapFirst: { yes: { sort: "price", order: "asc" } } },
    },
    delete: "first_user",
    softDelete: true,
    // The bin page's own filter, counters over the bin and a checkbox that sends a range.
    bin: { filters: ["kind_id"], counters: { total: {}, active: { is_active: true } }, toggles: { dear: { price_gte: "100.00" } } },
    unique: ["barcode"],
    audit: true,
    // The form in two titled sections; the barcode is asked for first.
    form: { sections: ["main", "details"], order: ["barcode"] },
    computed: { doubled: { type: "string", format: "money" }, lines_total: { type: "string", format: "money" } },
    rules: { update: "active" },
    actions: {
      complete: {
        when: "active",
        permission: "appointment_permission",
        alias: "complete-gizmo/:id",
        body: { type: "object", additionalProperties: false, properties: { note: { type: "string", maxLength: 200 } } },
      },
    },
  },
  properties: {
    name: { type: "string", minLength: 1, maxLength: 80 },
    barcode: { type: "string", minLength: 1, maxLength: 40 },
    secret: { type: "string", maxLength: 60, writeOnly: true },
    kind_id: { type: "integer", "x-ref": "gadget_kinds" },
    made_on: { type: "string", format: "date", "x-ui": { section: "details" } },
    price: { type: "string", format: "money", "x-ui": { section: "details" } },
    size: { type: "integer", minimum: 36, maximum: 60, "x-permission": "yearsize_permission", "x-ui": { section: "details" } },
    kind_ids: { type: "array", maxItems: 10, items: { type: "integer", "x-ref": "gadget_kinds" } },
    // A file field; its picker widget comes with the catalog's product images, so the generated pages skip it.
    images: { type: "array", maxItems: 5, items: { type: "string", format: "upload" }, "x-ui": { hidden: ["form", "list", "show"] } },
    is_active: { type: "boolean", default: true, "x-ui": { section: "details" } },
    // Written by the `complete` action from its body's note.
    closing_note: { type: "string", maxLength: 200, readOnly: true, "x-ui": { section: "details" } },
  },
  required: ["name", "barcode"],
  additionalProperties: false,
} as const;

/** Throwaway singleton: one settings row per company, with a secret. */
export const gadgetSettings = {
  $id: "gadget_settings",
  type: "object",
  "x-resource": {
    routes: { edit: "gadget-ayarlari" },
    permission: "sms_permission",
    tenant: "company",
    singleton: true,
    list: { columns: ["title"] },
    audit: true,
  },
  properties: {
    title: { type: "string", maxLength: 11 },
    provider: { type: "string", enum: ["netgsm", "organik"], default: "organik" },
    // Stored encrypted (`x-encrypted`); rows answer `_secrets.api_key`.
    api_key: { type: "string", maxLength: 120, writeOnly: true, "x-encrypted": true },
  },
  additionalProperties: false,
} as const;

/**
 * Throwaway `create: "none"`: a log the server writes (like the SMS history); the API lists and reads it, and
 * has no POST, PUT or DELETE for it.
 */
export const gadgetLogs = {
  $id: "gadget_logs",
  type: "object",
  "x-resource": {
    routes: { list: "gadget-kayitlari" },
    permission: "definition_permission",
    tenant: "company",
    list: { columns: ["message", "kind_id", "level"], search: ["message"], filters: ["level", "kind_id"] },
    create: "none",
    update: "none",
    delete: "none",
  },
  properties: {
    kind_id: { type: "integer", "x-ref": "gadget_kinds" },
    message: { type: "string", minLength: 1, maxLength: 200 },
    level: { type: "string", enum: ["info", "error"], default: "info" },
  },
  required: ["message", "level"],
  additionalProperties: false,
} as const;

/** Throwaway child resource: notes of a gizmo, listed and added under it, gone with it. */
export const gizmoNotes = {
  $id: "gizmo_notes",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "definition_permission",
    tenant: "company",
    parent: { resource: "gizmos", field: "gizmo_id", path: "notes" },
    list: { columns: ["text", "amount"], search: ["text"] },
    // One note of a text per gizmo, whatever its letter case.
    uniqueIgnoringCase: { field: "text", among: ["gizmo_id"] },
  },
  properties: {
    gizmo_id: { type: "integer", "x-ref": "gizmos" },
    text: { type: "string", minLength: 1, maxLength: 200 },
    amount: { type: "string", format: "money" },
  },
  required: ["gizmo_id", "text"],
  additionalProperties: false,
} as const;

/**
 * Throwaway lines: rows of a gizmo written with it (`gizmos.lines` in its body and answer), kept in their own
 * table so reports can sum them in SQL (the gizmo's `lines_total`).
 */
export const gizmoLines = {
  $id: "gizmo_lines",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "definition_permission",
    tenant: "company",
    parent: { resource: "gizmos", field: "gizmo_id", path: "lines", lines: "lines", maxLines: 20 },
    list: { columns: ["kind_id", "quantity", "price"] },
  },
  properties: {
    gizmo_id: { type: "integer", "x-ref": "gizmos" },
    kind_id: { type: "integer", "x-ref": "gadget_kinds" },
    quantity: { type: "integer", minimum: 1, maximum: 999, default: 1 },
    price: { type: "string", format: "money" },
    note: { type: "string", maxLength: 120 },
  },
  required: ["gizmo_id", "kind_id", "quantity", "price"],
  additionalProperties: false,
} as const;

/** Throwaway public create: anyone may apply (no token), three times an hour per address; operators read them. */
export const gadgetApplications = {
  $id: "gadget_applications",
  type: "object",
  "x-resource": {
    routes: { publicCreate: "gadget-basvuru" },
    tenant: "global",
    writeRoles: ["superadmin", "admin"],
    publicCreate: { perHour: 3 },
    list: { columns: ["full_name", "phone"], search: ["full_name"] },
  },
  properties: {
    full_name: { type: "string", minLength: 1, maxLength: 120 },
    phone: { type: "string", format: "tr-mobile", "x-ui": { widget: "phone" } },
  },
  required: ["full_name", "phone"],
  additionalProperties: false,
} as const;
