import type { BaseRecord } from "@refinedev/core";
import type { ResourceSchema } from "../../../engine";
import type { FieldUi } from "../../../schemas/resource";

/**
 * An action form's starting values from its body's `x-ui.start` (src/schemas/resource.ts): "today" is the company's
 * day, `{ row }` that column of the row the action runs on. A column the row does not answer leaves the field to the
 * schema's default.
 */
export const startValues = (body: ResourceSchema, row: BaseRecord, today: string): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(body.properties).flatMap(([field, property]) => {
      const start = (property as { "x-ui"?: FieldUi })["x-ui"]?.start;
      if (start === "today") return [[field, today]];
      if (start === undefined) return [];
      const value = row[start.row];
      return value === undefined || value === null ? [] : [[field, value]];
    }),
  );
