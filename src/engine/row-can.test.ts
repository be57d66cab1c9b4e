import { describe, expect, it } from "vitest";
import { gizmos } from "../../server/engine/__fixtures__/gadgets.schema";
import { actionAllowed, actionNames, fieldLocked, rowAllows } from "./row-can";
import type { ResourceSchema } from "./types";

describe("row permissions from _can", () => {
  it("follows the server's answer for change and delete", () => {
    const row = { id: 1, _can: { update: false, delete: true } };
    expect(rowAllows(row, "update")).toBe(false);
    expect(rowAllows(row, "delete")).toBe(true);
  });

  it("leaves change and delete to access where a row carries no _can", () => {
    expect(rowAllows({ id: 1 }, "update")).toBe(true);
    expect(rowAllows(undefined, "delete")).toBe(true);
  });

  it("runs an action only where the server said yes", () => {
    expect(actionAllowed({ _can: { complete: true } }, "complete")).toBe(true);
    expect(actionAllowed({ _can: { complete: false } }, "complete")).toBe(false);
    expect(actionAllowed({ id: 1 }, "complete")).toBe(false);
  });

  it("names the declared actions", () => {
    expect(actionNames(gizmos as unknown as ResourceSchema)).toEqual(["complete"]);
  });
});

describe("fields locked per row", () => {
  it("are those the server answered update:<field> false for (the owner's flags)", () => {
    const owner = { id: 1, _can: { update: true, "update:sms_permission": false } };
    expect(fieldLocked(owner, "sms_permission")).toBe(true);
    expect(fieldLocked(owner, "name")).toBe(false);
    expect(fieldLocked(undefined, "sms_permission")).toBe(false);
  });
});
