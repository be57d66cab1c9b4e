import type { JsonProperty, ResourceSchema } from "./types";

interface Condition {
  if?: { properties?: Record<string, JsonProperty>; required?: readonly string[] };
  then?: { required?: readonly string[] };
  else?: { required?: readonly string[] };
}

const conditionsOf = (schema: ResourceSchema): Condition[] => (schema.allOf ?? []) as Condition[];

const matches = (expected: JsonProperty, actual: unknown): boolean => {
  if ("const" in expected && expected.const !== actual) return false;
  if (expected.enum && !expected.enum.includes(actual as string | number)) return false;
  return true;
};

/** JSON Schema `if` read for a form: an empty field matches no `const`/`enum`, so nothing is required before a choice. */
const holds = (condition: NonNullable<Condition["if"]>, values: Record<string, unknown>): boolean => {
  const present = (condition.required ?? []).every((name) => values[name] !== undefined);
  const properties = Object.entries(condition.properties ?? {}).every(
    ([name, expected]) => values[name] === undefined ? !("const" in expected) && !expected.enum : matches(expected, values[name]),
  );
  return present && properties;
};

/** Fields that `allOf: [{ if, then, else }]` makes required for these form values. */
export const conditionalRequired = (schema: ResourceSchema, values: Record<string, unknown>): Set<string> => {
  const required = new Set<string>();
  for (const condition of conditionsOf(schema)) {
    if (!condition.if) continue;
    const branch = holds(condition.if, values) ? condition.then : condition.else;
    for (const name of branch?.required ?? []) required.add(name);
  }
  return required;
};

/** Fields whose values the conditions read; a form re-validates dependants when they change. */
export const conditionFields = (schema: ResourceSchema): string[] => [
  ...new Set(conditionsOf(schema).flatMap((condition) => [
    ...Object.keys(condition.if?.properties ?? {}),
    ...(condition.if?.required ?? []),
  ])),
];

/** Fields that some condition can make required. */
export const conditionallyRequiredFields = (schema: ResourceSchema): Set<string> =>
  new Set(conditionsOf(schema).flatMap((condition) => [...(condition.then?.required ?? []), ...(condition.else?.required ?? [])]));
