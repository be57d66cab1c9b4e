import { lazy, isValidElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { genericPages, pageFor } from "./generic/pages";
import type { ResourceSchema } from "../engine";
import { schemas } from "../schemas";
import { resourceRoutes, resources } from "./index";

const registered = schemas as readonly ResourceSchema[];

describe("resources and routes", () => {
  // Derived from the registry, so a new entity needs no edit here.
  it("registers every schema as a refine resource, in registry order, titled by its list title", () => {
    expect(resources.map((resource) => resource.name)).toEqual(registered.map((schema) => schema.$id));
    for (const resource of resources) expect(resource.meta?.label, resource.name).toBe(`${resource.name}.titles.list`);
  });

  it("declares one route per page in x-resource.routes, each at its own absolute path", () => {
    const routes = resourceRoutes as ReactElement<{ path: string }>[];
    expect(routes.every(isValidElement)).toBe(true);
    const paths = routes.map((route) => route.props.path);
    const declared = registered
      .flatMap((schema) => Object.values(schema["x-resource"].routes))
      .flatMap((route) => (route === undefined ? [] : [`/${route}`]));
    expect([...paths].sort()).toEqual([...declared].sort());
    expect(new Set(paths).size, "two pages share a path").toBe(paths.length);
  });

  it("uses a custom page only where one is given", () => {
    const custom = lazy(async () => ({ default: () => null }));
    const overrides = { notification: { show: custom } };
    expect(pageFor("notification", "show", overrides)).toBe(custom);
    expect(pageFor("notification", "list", overrides)).toBe(genericPages.list);
    expect(pageFor("announces", "show", overrides)).toBe(genericPages.show);
  });
});
