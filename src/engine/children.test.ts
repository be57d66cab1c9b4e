import { describe, expect, it } from "vitest";
import { gadgets, gizmoNotes, gizmos } from "../../server/engine/__fixtures__/gadgets.schema";
import { childSchemasOf, parentLinkOf } from "./children";
import type { ResourceSchema } from "./types";

const all = [gadgets, gizmos, gizmoNotes] as unknown as ResourceSchema[];

describe("child resources", () => {
  it("are the schemas whose x-resource.parent names the resource", () => {
    expect(childSchemasOf(all, "gizmos").map((schema) => schema.$id)).toEqual(["gizmo_notes"]);
    expect(childSchemasOf(all, "gadgets")).toEqual([]);
  });

  it("link to one parent through the parent's path when the field is the declared one", () => {
    const notes = gizmoNotes as unknown as ResourceSchema;
    expect(parentLinkOf(notes, "gizmo_id", 5)).toEqual({ resource: "gizmos", id: 5, path: "notes", field: "gizmo_id" });
    expect(parentLinkOf(notes, "text", 5)).toBeUndefined();
  });
});
