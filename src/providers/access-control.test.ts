import { describe, expect, it } from "vitest";
import { allFlags, type AccessSubject } from "../domain/permissions";
import { createAccessControlProvider, decideAccess } from "./access-control";
import type { Identity, Session } from "./session";

const subject = (roles: AccessSubject["roles"], flags: Partial<AccessSubject["permissions"]> = {}): AccessSubject => ({
  roles,
  first_user: false,
  permissions: { ...allFlags(false), ...flags },
});

const clients = { permission: "client_permission" as const };
const announces = { writeRoles: ["superadmin", "admin"] as const };

describe("access decisions", () => {
  it("opens a resource only to users with its flag", () => {
    expect(decideAccess(subject(["user"], { client_permission: true }), clients, "list").can).toBe(true);
    expect(decideAccess(subject(["user"]), clients, "list").can).toBe(false);
    expect(decideAccess(subject(["superadmin"]), clients, "show").can).toBe(false);
  });

  it("lets anyone signed in read a resource without a flag, but writing needs a write role", () => {
    expect(decideAccess(subject(["user"]), announces, "list").can).toBe(true);
    expect(decideAccess(subject(["user"]), announces, "show").can).toBe(true);
    for (const action of ["create", "edit", "delete"]) {
      expect(decideAccess(subject(["user"]), announces, action).can).toBe(false);
      expect(decideAccess(subject(["admin"]), announces, action).can).toBe(true);
    }
  });

  it("keeps a resource of the first user's (the shop's users) from everyone else, whatever their flags", () => {
    const users = { firstUserOnly: true };
    const staff = subject(["user"], allFlags(true));
    for (const action of ["list", "create", "edit", "delete"]) {
      expect(decideAccess(staff, users, action).can, action).toBe(false);
      expect(decideAccess({ ...staff, first_user: true }, users, action).can, action).toBe(true);
    }
  });

  it("denies everything to nobody", () => {
    expect(decideAccess(null, undefined, "list").can).toBe(false);
  });
});

describe("access-control provider", () => {
  const sessionOf = (identity: Partial<Identity> | null): Session => ({
    identity: () => (identity ? Promise.resolve(identity as Identity) : Promise.reject(new Error("no session"))),
    reset: () => undefined,
  });

  it("reads the permission from Refine's resource list by name", async () => {
    const provider = createAccessControlProvider({
      session: sessionOf(subject(["user"], { sms_permission: true })),
      resources: [{ name: "sms", meta: { permission: "sms_permission" } }, { name: "clients", meta: clients }],
    });
    expect((await provider.can({ resource: "sms", action: "list" })).can).toBe(true);
    expect((await provider.can({ resource: "clients", action: "list" })).can).toBe(false);
  });

  it("denies when the identity cannot be loaded", async () => {
    const provider = createAccessControlProvider({ session: sessionOf(null), resources: [] });
    expect((await provider.can({ resource: "anything", action: "list" })).can).toBe(false);
  });
});
