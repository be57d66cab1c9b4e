import type { TreeMenuItem } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { allFlags, type AccessSubject } from "../../domain/permissions";
import type { ResourceSchema } from "../../engine";
import { sidebarEntries } from "../../layout/sidebar-entries";
import { categories } from "../../schemas/categories.schema";
import { definitions } from "../../schemas/definitions.schema";
import { resourceDefinition } from "../registry";

/** The menu items refine builds from our resource definitions. */
const menuItems = (): TreeMenuItem[] =>
  [categories, definitions].map((schema) => {
    const resource = resourceDefinition(schema as unknown as ResourceSchema);
    return { ...resource, key: resource.name, route: resource.list as string | undefined, label: String(resource.meta?.label), children: [] } as TreeMenuItem;
  });

const shopUser = (definition_permission: boolean): AccessSubject => ({
  roles: ["user"],
  first_user: false,
  permissions: { ...allFlags(false), definition_permission },
});

describe("Tanımlamalar in the menu", () => {
  it("is one entry at /tanimlamalar, titled by categories.titles.list, for users with definition_permission", () => {
    expect(sidebarEntries(menuItems(), shopUser(true))).toEqual([
      { key: "categories", route: "/tanimlamalar", label: "categories.titles.list", icon: "tags", children: [] },
    ]);
  });

  it("is absent for users without it", () => {
    expect(sidebarEntries(menuItems(), shopUser(false))).toEqual([]);
  });
});
