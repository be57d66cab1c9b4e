import type { FromSchema } from "json-schema-to-ts";
import type { announces } from "../../schemas/announces.schema";

/** An announcement as the form edits it; the API adds `id` and `created_at`. */
export type Announce = FromSchema<typeof announces>;
export type AnnounceRecord = Announce & { id: number; created_at: string };
