import type { FieldUi, ResourceSchema } from "../schemas/resource";

/** A property of an entity schema as the engine reads it (plain JSON Schema plus our `x-*` keywords). */
export interface JsonProperty {
  type?: string | readonly string[];
  enum?: readonly (string | number)[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  readOnly?: boolean;
  items?: JsonProperty & { properties?: Record<string, JsonProperty>; required?: readonly string[] };
  properties?: Record<string, JsonProperty>;
  required?: readonly string[];
  "x-ui"?: FieldUi;
  "x-ref"?: string;
  /** Shown, sent and answered only for users holding this flag. */
  "x-permission"?: string;
  /** Set on a parent's lines property (derived from `parent.lines`): the child resource the lines belong to. */
  "x-lines"?: string;
  /** Sent on create only (a new user's password). */
  "x-create-only"?: boolean;
  /** May be true only where the signed-in company holds this flag; offered only then. */
  "x-company-flag"?: string;
  /** Changes only on rows whose `_can["update:<field>"]` allows it. */
  "x-update-when"?: string;
  /** The one message any broken rule of the value answers (server key; the form's is `fieldMessageKey` of it). */
  "x-message"?: string;
  writeOnly?: boolean;
}

export type View = "list" | "form" | "show";

/** Widget names of the registry: the schema's `x-ui.widget` values plus those the engine infers. */
export type WidgetName = NonNullable<FieldUi["widget"]> | "masked-input" | "sub-list" | "images" | "lines";

/** One field, resolved once from the schema, that every generated view works from. */
export interface FieldDescriptor {
  name: string;
  property: JsonProperty;
  widget: WidgetName;
  hidden: readonly View[];
  /** Statically required (the schema's `required`); conditional requireds are added per form state. */
  required: boolean;
  /** Written by the server only: never a form field. */
  readOnly: boolean;
  /** Computed by the server for each row (`x-resource.computed`): shown, never stored or sent. */
  computed: boolean;
  /** The form shows (validates, sends) the field only while these fields hold these values (`x-ui.visibleWhen`). */
  visibleWhen?: Record<string, string | number | boolean | readonly (string | number | boolean)[]>;
  mask?: string;
  ref?: string;
  enumValues?: readonly (string | number)[];
  /** `x-permission`: the flag a user needs to see the field at all (year and size: yearsize_permission). */
  permission?: string;
  /** The form section it belongs to (`x-ui.section`); none: the first declared one. */
  section?: string;
  /** Fields of one item of a repeatable sub-list. */
  itemFields?: FieldDescriptor[];
  /** Lines: the child resource whose labels their fields use. */
  itemResource?: string;
}

export type { ResourceSchema };
export type Translate = (key: string, options?: Record<string, unknown>) => string;
