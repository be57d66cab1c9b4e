import type { ResourceExtension } from "../../engine/crud-routes";
import { partyExtension } from "./party-figures";

/** What a registered resource adds to its generic routes (computed fields, list counters). */
export const resourceExtensions: Record<string, ResourceExtension> = {
  clients: partyExtension,
  suppliers: partyExtension,
};
