import { describe, expect, it } from "vitest";
import type { ResourceSchema } from "../../src/schemas/resource";
import { gizmos } from "./__fixtures__/gadgets.schema";
import { resolveQueryAliases } from "./query-aliases";
import { listQuerySchema } from "./route-schemas";

const schema = gizmos as unknown as ResourceSchema;
const withAliases = (queryAliases: unknown) => ({ ...schema, "x-resource": { ...schema["x-resource"], list: { ...schema["x-resource"].list, queryAliases } } }) as ResourceSchema;

describe("x-resource.list.queryAliases", () => {
  it("validates a renamed parameter like its target and a value map as one of its values", () => {
    const { properties } = listQuerySchema(schema) as { properties: Record<string, unknown> };
    expect(properties.kind).toEqual(properties.kind_id);
    expect(properties.cheapFirst).toEqual({ type: "string", enum: ["yes"] });
  });

  it("puts each given alias into the engine's names and leaves the others alone", () => {
    expect(resolveQueryAliases(schema, { page: 1, kind: 4, cheapFirst: "yes" })).toEqual({ page: 1, kind_id: 4, sort: "price", order: "asc" });
    expect(resolveQueryAliases(schema, { page: 1, kind_id: 4 })).toEqual({ page: 1, kind_id: 4 });
  });

  it("refuses an alias that contradicts a parameter sent beside it with a 422 on the alias, and accepts one that agrees", () => {
    expect(resolveQueryAliases(schema, { kind: 4, kind_id: 4 })).toEqual({ kind_id: 4 });
    expect(() => resolveQueryAliases(schema, { cheapFirst: "yes", sort: "name" })).toThrow(
      expect.objectContaining({ statusCode: 422, fieldErrors: { cheapFirst: [expect.objectContaining({ key: "server.validation.invalid" })] } }),
    );
  });

  it("refuses to serve an alias that shadows a parameter or sets one the list does not have", () => {
    expect(() => listQuerySchema(withAliases({ keyword: "kind_id" }))).toThrow('the query alias "keyword" shadows');
    expect(() => listQuerySchema(withAliases({ colour: "colour_id" }))).toThrow('sets "colour_id", which is no parameter');
    expect(() => listQuerySchema(withAliases({ only: { red: { colour: "red" } } }))).toThrow('sets "colour", which is no parameter');
  });
});
