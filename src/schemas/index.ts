import type { ResourceSchema } from "./resource";
import { announces } from "./announces.schema";
import { notification } from "./notification.schema";

/** Every registered entity. Adding one here gives it a table, an API, pages and labels. */
export const schemas = [announces, notification] as const satisfies readonly ResourceSchema[];

export type RegisteredSchema = (typeof schemas)[number];
export type ResourceName = RegisteredSchema["$id"];

export const schemaByName = (name: string): ResourceSchema | undefined =>
  (schemas as readonly ResourceSchema[]).find((schema) => schema.$id === name);
