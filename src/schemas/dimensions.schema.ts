import { defineResource } from "./define-resource";

/** A body measure in centimetres as the tailor writes it: up to three digits, one decimal after a point or comma. */
const measure = { type: "string", pattern: "^[0-9]{1,3}([.,][0-9])?$", maxLength: 5, examples: ["92.5"], "x-ui": { section: "measures" } } as const;
const flag = { type: "boolean", default: false, "x-ui": { section: "extras", hidden: ["list"] } } as const;

/** The 14 measures of the sheet, in the order the tailor takes them (spec §3 "measurements"). */
export const MEASURES = [
  "gogus", "bel", "basen", "on_ayna", "arka_ayna", "omuzdan_omuza", "gogus_dusuklugu",
  "pazu", "kol_boyu", "kol_agzi_bilek", "kel_evi", "beden_boyu", "on_etek_boyu", "omuzdan_boy",
] as const;
/** The four extras a bridal gown may be made with. */
export const DRESS_EXTRAS = ["dantel", "hayal_tul", "el_cicek", "duvak"] as const;

/**
 * A bride's measurement sheet for one sale (spec §2 "Tailor list", §3 "measurements", §4 "Measurements"; §7
 * `get-client-dimensions/{id}`, `create-dimensions`, `PUT create-dimensions/{id}`): at most one per sale, in update
 * mode once it exists. The tailor list (`terzi-listesi`) lists the sales' GELİNLİK, KINALIK and KAFTAN products by
 * their measurement date, one month after the sale; the sheet prints on A4.
 */
export const dimensions = defineResource({
  $id: "dimensions",
  type: "object",
  "x-resource": {
    routes: { list: "terzi-listesi", create: "olcu-gir", edit: "olcu-duzenle/:id", show: "olcu/:id" },
    permission: "tailor_permission",
    tenant: "company",
    list: {
      columns: ["client_id", "process_id", "gogus", "bel", "basen", "updated_at"],
      search: ["not1", "not2"],
      filters: ["client_id", "process_id"],
      perPage: 15,
      defaultSort: { field: "updated_at", order: "desc" },
    },
    unique: ["process_id"],
    form: { sections: ["sale", "measures", "extras", "notes"] },
    delete: "first_user",
    audit: true,
    menu: { order: 35, icon: "solution" },
  },
  properties: {
    // The sale (spec `selectedSalesId`); its client is the sheet's (spec `client_id`), set by the server.
    process_id: { type: "integer", "x-ref": "processes", "x-ui": { section: "sale" } },
    client_id: { type: "integer", "x-ref": "clients", readOnly: true, "x-ui": { section: "sale" } },
    gogus: measure,
    bel: measure,
    basen: measure,
    on_ayna: measure,
    arka_ayna: measure,
    omuzdan_omuza: measure,
    gogus_dusuklugu: measure,
    pazu: measure,
    kol_boyu: measure,
    kol_agzi_bilek: measure,
    kel_evi: measure,
    beden_boyu: measure,
    on_etek_boyu: measure,
    omuzdan_boy: measure,
    dantel: flag,
    hayal_tul: flag,
    el_cicek: flag,
    duvak: flag,
    not1: { type: "string", maxLength: 1000, "x-ui": { widget: "textarea", section: "notes", hidden: ["list"] } },
    not2: { type: "string", maxLength: 1000, "x-ui": { widget: "textarea", section: "notes", hidden: ["list"] } },
  },
  required: ["process_id"],
  additionalProperties: false,
});
