import type { Translate } from "./types";

export type TitleAction = "list" | "create" | "edit" | "show";

export const fieldLabelKey = (resource: string, field: string): string => `${resource}.fields.${field}`;
export const titleKey = (resource: string, action: TitleAction): string => `${resource}.titles.${action}`;
export const enumLabelKey = (resource: string, field: string, value: string | number): string =>
  `${resource}.enums.${field}.${value}`;

/** A declared action's button and form title (`x-resource.actions.<action>`); its body's fields sit beside it under `fields`. */
export const actionLabelKey = (resource: string, action: string): string => `${resource}.actions.${action}.label`;

/** "tax_no" → "Tax no", "createdAt" → "Created at": readable until a translation exists (react-admin's fallback). */
export const humanise = (name: string): string => {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Translates `key`, or returns `fallback` when no locale has it (i18next answers a missing key with the key). */
export const translateOr = (t: Translate, key: string, fallback: string): string => {
  const text = t(key, { defaultValue: fallback });
  return text === key ? fallback : text;
};

export const fieldLabel = (t: Translate, resource: string, field: string): string =>
  translateOr(t, fieldLabelKey(resource, field), humanise(field));

export const enumLabel = (t: Translate, resource: string, field: string, value: string | number): string =>
  translateOr(t, enumLabelKey(resource, field, value), humanise(String(value)));

export const titleOf = (t: Translate, resource: string, action: TitleAction): string =>
  translateOr(t, titleKey(resource, action), humanise(resource));

export const actionLabel = (t: Translate, resource: string, action: string): string =>
  translateOr(t, actionLabelKey(resource, action), humanise(action));
