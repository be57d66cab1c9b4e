import type { FieldDescriptor, ResourceSchema } from "../../../engine";
import { normaliseForSubmit } from "../../../engine";

type Values = Record<string, unknown>;

/** A write-only field (a credential): never answered, sent only when typed. */
export const isSecret = (field: FieldDescriptor): boolean => field.property.writeOnly === true;

/** The stored secrets a row says it holds (`_secrets: { api_key: true }`, x-encrypted fields). */
export const storedSecrets = (record: Values | undefined): ReadonlySet<string> => {
  const secrets = record?._secrets;
  if (!secrets || typeof secrets !== "object") return new Set();
  return new Set(Object.entries(secrets as Record<string, unknown>).filter(([, stored]) => stored === true).map(([name]) => name));
};

/** What the form starts from: the row's values of the form's fields; a secret's input starts empty. */
export const formValuesOf = (fields: readonly FieldDescriptor[], record: Values | undefined): Values =>
  Object.fromEntries(fields.map((field) => [field.name, isSecret(field) ? undefined : (record?.[field.name] ?? undefined)]));

/**
 * What `PUT /<name>` is sent: the schema's normalised values, a secret only when something was typed into it (the
 * stored one stays otherwise), and the version the form was filled from (none before the first save).
 */
export const singletonBody = (schema: ResourceSchema, fields: readonly FieldDescriptor[], values: Values, version: unknown): Values => {
  const body = normaliseForSubmit(schema, values);
  for (const field of fields) {
    const typed = values[field.name];
    if (isSecret(field) && (typeof typed !== "string" || typed === "")) delete body[field.name];
  }
  return typeof version === "number" ? { ...body, version } : body;
};
