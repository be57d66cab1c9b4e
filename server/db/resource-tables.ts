import type { ResourceTable } from "./resource-table";
import * as generated from "./resource-tables.generated";

/** The typed table of every registered schema, by resource name (`npm run gen` writes them). */
export const resourceTables: Record<string, ResourceTable> = { ...generated } as unknown as Record<string, ResourceTable>;
