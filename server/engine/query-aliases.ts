import type { ResourceSchema } from "../../src/schemas/resource";
import { invalid } from "../errors";

/** `x-resource.list.queryAliases`: the spec's parameter names beside the engine's (README "Adding an entity"). */
type Aliases = NonNullable<ResourceSchema["x-resource"]["list"]["queryAliases"]>;

const aliasesOf = (schema: ResourceSchema): Aliases => schema["x-resource"].list.queryAliases ?? {};

/**
 * The query parameters the aliases add, each validated like what it stands for: a renamed parameter takes its
 * target's schema (so `brand=x` is a 422 on `brand`), a value map takes one of its values. Throws at registration
 * when an alias shadows a parameter or names one the list does not have: an alias nobody can reach is a typo.
 */
export function aliasParameters(schema: ResourceSchema, engine: Record<string, unknown>): [string, unknown][] {
  return Object.entries(aliasesOf(schema)).map(([alias, target]) => {
    if (alias in engine) throw new Error(`${schema.$id}: the query alias "${alias}" shadows the list parameter of that name`);
    const named = typeof target === "string" ? [target] : Object.values(target).flatMap((expansion) => Object.keys(expansion));
    const unknown = named.find((parameter) => !(parameter in engine));
    if (unknown) throw new Error(`${schema.$id}: the query alias "${alias}" sets "${unknown}", which is no parameter of its list`);
    return [alias, typeof target === "string" ? engine[target] : { type: "string", enum: Object.keys(target) }];
  });
}

/**
 * A validated list query in the engine's names: each alias given is replaced by what it sets. An alias that
 * contradicts a parameter sent beside it (`brand=3&brand_id=4`) is a 422 on the alias, never a silent pick.
 */
export function resolveQueryAliases(schema: ResourceSchema, query: Record<string, unknown>): Record<string, unknown> {
  const resolved = { ...query };
  for (const [alias, target] of Object.entries(aliasesOf(schema))) {
    const value = resolved[alias];
    if (value === undefined) continue;
    delete resolved[alias];
    const sets = typeof target === "string" ? { [target]: value } : target[String(value)];
    for (const [parameter, setValue] of Object.entries(sets)) {
      if (resolved[parameter] !== undefined && resolved[parameter] !== setValue) throw invalid(alias, "server.validation.invalid");
      resolved[parameter] = setValue;
    }
  }
  return resolved;
}
