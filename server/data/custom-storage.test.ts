import { describe, expect, it } from "vitest";
import { schemas } from "../../src/schemas";
import type { ResourceSchema } from "../../src/schemas/resource";
import { users } from "../../src/schemas/users.schema";
import { renderResourceTables } from "../../scripts/generate-tables";
import { tableSpecs } from "../db/resource-columns";
import { createTestApp } from "../test/app";
import { createRegistry } from "./registry";

const registered = schemas as readonly ResourceSchema[];

describe("x-resource.storage: custom", () => {
  it("is what the users resource declares: its rows stay in the core users table beside the password hashes", () => {
    expect(users["x-resource"].storage).toBe("custom");
    expect(registered).toContain(users);
  });

  it("gets no generated table, so `npm run gen` writes nothing for it", () => {
    expect(tableSpecs(registered).map((spec) => spec.name)).not.toContain("users");
    expect(renderResourceTables(registered)).not.toMatch(/pgTable\(\s*"users"/);
    // The other resources keep theirs.
    expect(tableSpecs(registered).map((spec) => spec.name)).toContain("clients");
  });

  it("is left out of the registry's generic definitions, so no generic route serves it", () => {
    const registry = createRegistry(registered);
    expect([...registry.definitions.keys()]).not.toContain("users");
    expect(() => registry.definition("users")).toThrow(/unknown resource/);
    expect([...registry.definitions.keys()]).toContain("clients");
  });

  it("is refused at start when its extension brings no routes (it would not be served at all)", async () => {
    await expect(createTestApp({}, { extensions: { users: {} } })).rejects.toThrow(/users: storage "custom" needs the extension's routes/);
  });
});
