/**
 * A resource that exercises every engine feature, for stories and tests only (never registered in
 * src/schemas/index.ts): person/business type with conditional requireds, a phone mask, money, a date,
 * a reference, a switch, HTML and a sub-list of bank accounts.
 */
export const sampleCategories = {
  $id: "sample-categories",
  type: "object",
  "x-resource": {
    routes: { list: "ornek-kategoriler", create: "ornek-kategori-ekle" },
    tenant: "company",
    list: { columns: ["name"], search: ["name"] },
    delete: "any",
    menu: false,
  },
  properties: {
    name: { type: "string", minLength: 1, maxLength: 80 },
  },
  required: ["name"],
  additionalProperties: false,
} as const;

export const sample = {
  $id: "sample",
  type: "object",
  "x-resource": {
    routes: { list: "ornekler", create: "ornek-ekle", edit: "ornek-duzenle/:id", show: "ornek/:id" },
    tenant: "company",
    list: {
      columns: ["full_name", "type", "gsm", "balance", "birth_date", "is_active", "notes", "created_at"],
      search: ["full_name", "gsm"],
      filters: ["type", "is_active", "category_id"],
      perPage: 15,
      defaultSort: { field: "created_at", order: "desc" },
    },
    delete: "first_user",
    menu: { order: 1, icon: "user" },
  },
  properties: {
    type: { type: "string", enum: ["person", "business"], default: "person" },
    full_name: { type: "string", minLength: 1, maxLength: 120 },
    identity_number: { type: "string", "x-ui": { widget: "tckn" } },
    trade_name: { type: "string", maxLength: 160 },
    tax_office: { type: "string", maxLength: 80 },
    tax_no: { type: "string", "x-ui": { widget: "vkn" } },
    gsm: { type: "string", "x-ui": { widget: "phone", mask: "+90 (###) ### ## ##" } },
    email: { type: "string", format: "email", maxLength: 120 },
    category_id: { type: "integer", "x-ref": "sample-categories" },
    balance: { type: "string", pattern: "^-?\\d+(\\.\\d{1,2})?$", "x-ui": { widget: "money" } },
    birth_date: { type: "string", format: "date", "x-ui": { widget: "date" } },
    is_active: { type: "boolean", default: true },
    notes: { type: "string", maxLength: 5000, "x-ui": { widget: "html" } },
    accounts: {
      type: "array",
      items: {
        type: "object",
        properties: {
          bank_name: { type: "string", minLength: 1, maxLength: 80 },
          iban: { type: "string", "x-ui": { widget: "iban" } },
        },
        required: ["bank_name", "iban"],
        additionalProperties: false,
      },
      "x-ui": { hidden: ["list"] },
    },
  },
  required: ["type", "full_name"],
  allOf: [
    { if: { properties: { type: { const: "business" } } }, then: { required: ["trade_name", "tax_office", "tax_no"] } },
    { if: { properties: { type: { const: "person" } } }, then: { required: ["identity_number"] } },
  ],
  additionalProperties: false,
} as const;

/**
 * Fittings of a sample, for the engine's second step: a child listed on its sample's show page, a bin, a row
 * rule (a finished fitting is not changed), an action that finishes it and a size only some users see.
 */
export const sampleFittings = {
  $id: "sample-fittings",
  type: "object",
  "x-resource": {
    routes: { list: "ornek-provalar", edit: "ornek-prova-duzenle/:id", show: "ornek-prova/:id", bin: "ornek-prova-cop-kutusu" },
    tenant: "company",
    list: { columns: ["title", "fitting_on", "size", "is_active"], search: ["title"] },
    delete: "any",
    softDelete: true,
    // The bin page's counters and a checkbox (x-resource.bin).
    bin: { counters: { total: {}, active: { is_active: true } }, toggles: { closed: { is_active: false } } },
    rules: { update: "active" },
    actions: { complete: { when: "active" } },
    parent: { resource: "sample", field: "sample_id", path: "provalar" },
    menu: false,
  },
  properties: {
    sample_id: { type: "integer", "x-ref": "sample" },
    title: { type: "string", minLength: 1, maxLength: 120 },
    fitting_on: { type: "string", format: "date" },
    size: { type: "integer", minimum: 36, maximum: 60, "x-permission": "yearsize_permission" },
    is_active: { type: "boolean", default: true },
  },
  required: ["sample_id", "title"],
  additionalProperties: false,
} as const;

export const sampleSchemas = [sample, sampleCategories, sampleFittings] as const;
