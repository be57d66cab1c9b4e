import { defineResource } from "./define-resource";

/** How the bride's link is sent. */
export const LINK_CHANNELS = ["sms", "whatsapp"] as const;
export const LINK_LANGUAGES = ["tr", "de", "ku"] as const;
/** The link's life in days: a wedding season at most. */
export const LINK_DAYS = { min: 1, max: 365, default: 90 } as const;

/**
 * A link for the bride (issue 18): an unguessable address (32 random bytes, only its SHA-256 stored) where she reads
 * her contracts, dates and balance without signing in, in her language. Made by the server's `send` route (which
 * answers the address once), revocable (`revoke`), expiring at `expires_at`; rows are never edited.
 */
export const clientLinks = defineResource({
  $id: "client_links",
  type: "object",
  "x-resource": {
    routes: {},
    permission: "client_permission",
    tenant: "company",
    parent: { resource: "clients", field: "client_id", path: "links" },
    list: {
      columns: ["channel", "language", "expires_at", "revoked_at", "created_by", "created_at"],
      filters: ["client_id"],
      perPage: 15,
      defaultSort: { field: "created_at", order: "desc" },
    },
    create: "none",
    update: "none",
    delete: "none",
    audit: true,
    actions: { revoke: { when: "activeLink" } },
    menu: false,
  },
  properties: {
    client_id: { type: "integer", "x-ref": "clients" },
    channel: { type: "string", enum: LINK_CHANNELS, default: "sms" },
    language: { type: "string", enum: LINK_LANGUAGES, default: "tr" },
    token_hash: { type: "string", maxLength: 64, readOnly: true, writeOnly: true, "x-ui": { hidden: ["list", "form", "show"] } },
    expires_at: { type: "string", format: "date-time", readOnly: true },
    revoked_at: { type: "string", format: "date-time", readOnly: true },
    created_by: { type: "integer", readOnly: true },
  },
  required: ["client_id", "channel", "language"],
  additionalProperties: false,
});
