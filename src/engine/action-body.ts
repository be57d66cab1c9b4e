import { humanise, translateOr } from "./labels";
import type { JsonProperty, ResourceSchema, Translate } from "./types";

type ActionBody = { properties?: Record<string, JsonProperty>; required?: readonly string[]; allOf?: readonly unknown[] };

const declaredAction = (schema: ResourceSchema, action: string) => schema["x-resource"].actions?.[action];

/**
 * A declared action's body (`x-resource.actions.<name>.body`) as a schema the form engine reads like an entity's:
 * the same widgets, rules, conditional requireds and normalisation. None: the action takes no input.
 */
export const actionBodySchema = (schema: ResourceSchema, action: string): ResourceSchema | undefined => {
  const body = declaredAction(schema, action)?.body as ActionBody | undefined;
  if (!body) return undefined;
  return {
    $id: schema.$id,
    type: "object",
    "x-resource": { routes: {}, tenant: schema["x-resource"].tenant, list: { columns: [] } },
    properties: body.properties ?? {},
    required: body.required,
    allOf: body.allOf,
    additionalProperties: false,
  };
};

/** Where a row's action is sent: the spec's own path and verb when declared (`alias`, `method`), else `POST /<name>/:id/<action>`. */
export const actionRequest = (schema: ResourceSchema, action: string, id: string | number): { path: string; method: "post" | "put" } => {
  const declared = declaredAction(schema, action);
  const method = declared?.method === "PUT" ? "put" : "post";
  return { path: declared?.alias ? declared.alias.replace(":id", encodeURIComponent(String(id))) : `${schema.$id}/${id}/${action}`, method };
};

/** A body field's label: `<resource>.actions.<action>.fields.<field>`, beside the action's own `label`. */
export const actionFieldLabelKey = (resource: string, action: string, field: string): string => `${resource}.actions.${action}.fields.${field}`;

export const actionFieldLabel = (t: Translate, resource: string, action: string, field: string): string =>
  translateOr(t, actionFieldLabelKey(resource, action, field), humanise(field));
