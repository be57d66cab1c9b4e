/**
 * Fields that clients and suppliers share (spec §3 "client/supplier", §5 "Client and supplier form").
 * Plain data spread into both schemas, so each stays one `as const` object.
 */

/** The one country whose city and county are picked from the Turkish list (and checked by the server). */
export const TURKEY = "Türkiye";

/** Spec §9 country list; city and county choices exist only for Türkiye. */
export const COUNTRIES = [
  TURKEY,
  "Almanya",
  "Fransa",
  "Amerika",
  "Suudi Arabistan",
  "Belçika",
  "Kanada",
  "Avusturya",
  "Avusturalya",
  "Irak",
  "İran",
  "Bulgaristan",
] as const;

export const CURRENCIES = ["TL", "USD", "EUR"] as const;

export const bankAccounts = {
  type: "array",
  maxItems: 20,
  items: {
    type: "object",
    properties: {
      account_name: { type: "string", minLength: 1, maxLength: 120 },
      bank_name: { type: "string", minLength: 1, maxLength: 120 },
      branch_name: { type: "string", minLength: 1, maxLength: 120 },
      branch_code: { type: "string", minLength: 1, maxLength: 20 },
      account_number: { type: "string", minLength: 1, maxLength: 40 },
      currency: { type: "string", enum: CURRENCIES, default: "TL" },
      iban: { type: "string", format: "iban", "x-ui": { widget: "iban" } },
    },
    required: ["account_name", "bank_name", "branch_name", "branch_code", "account_number", "currency", "iban"],
    additionalProperties: false,
  },
  "x-ui": { hidden: ["list"], section: "accounts" },
} as const;

/**
 * The party form's sections, in the spec's field order (§3 "client/supplier": identity and tax, contact,
 * location, the groom, bank accounts), then the figures the show page adds; fields without `x-ui.section`
 * are identity fields.
 */
export const partySections = {
  withGroom: ["identity", "contact", "location", "groom", "accounts", "figures"],
  withoutGroom: ["identity", "contact", "location", "accounts", "figures"],
} as const;

/** Identity, tax and contact fields before the resource's own ones. */
export const partyIdentity = {
  type: { type: "string", enum: ["person", "business"], default: "person" },
  full_name: { type: "string", minLength: 1, maxLength: 120 },
} as const;

export const partyDetails = {
  identity_number: { type: "string", format: "tckn", "x-ui": { widget: "tckn", hidden: ["list"], visibleWhen: { type: "person" } } },
  company_name: { type: "string", maxLength: 160, "x-ui": { hidden: ["list"], visibleWhen: { type: "business" } } },
  tax_office: { type: "string", maxLength: 80, "x-ui": { hidden: ["list"], visibleWhen: { type: "business" } } },
  tax_no: { type: "string", format: "vkn", "x-ui": { widget: "vkn", hidden: ["list"], visibleWhen: { type: "business" } } },
  gsm: { type: "string", format: "tr-mobile", "x-ui": { widget: "phone", mask: "+90 (###) ### ## ##", section: "contact" } },
  gsm2: { type: "string", format: "tr-mobile", "x-ui": { widget: "phone", mask: "+90 (###) ### ####", hidden: ["list"], section: "contact" } },
  phone: { type: "string", maxLength: 30, "x-ui": { hidden: ["list"], section: "contact" } },
  email: { type: "string", format: "email", maxLength: 120, "x-ui": { hidden: ["list"], section: "contact" } },
  website: { type: "string", format: "website", maxLength: 200, "x-ui": { hidden: ["list"], section: "contact" } },
  country: { type: "string", enum: COUNTRIES, default: "Türkiye", "x-ui": { hidden: ["list"], section: "location" } },
  // The examples are a real pair: the server accepts only Turkish provinces and their districts for Türkiye.
  city: { type: "string", maxLength: 60, examples: ["İstanbul"], "x-ui": { widget: "city", section: "location" } },
  county: { type: "string", maxLength: 60, examples: ["Kadıköy"], "x-ui": { widget: "county", hidden: ["list"], section: "location" } },
  address: { type: "string", maxLength: 500, "x-ui": { widget: "textarea", hidden: ["list"], section: "location" } },
} as const;

/** Business: company name, tax office and tax number; person: identity number (plus the resource's own). */
export const businessRequireds = {
  if: { properties: { type: { const: "business" } } },
  then: { required: ["company_name", "tax_office", "tax_no"] },
} as const;

/** What the list shows for each party until accounting records exist, read-only money computed by the server. */
export const partyFigures = {
  total_debts: { type: "string", format: "money", "x-ui": { section: "figures" } },
  total_credits: { type: "string", format: "money", "x-ui": { section: "figures" } },
  balance: { type: "string", format: "money", "x-ui": { section: "figures" } },
} as const;
