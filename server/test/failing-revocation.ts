import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/core";
import type * as Tokens from "../data/tokens";

/** Whether ending sessions fails now, and how often it was tried: set by the test, read by the mocked repository. */
export const revocation = { fails: false, attempts: 0 };

type Revoking = "endSessionsOf" | "endActorsOtherSessions";

/**
 * The real sessions module, whose repository's `method` throws while `revocation.fails` is set, after the
 * password was already written: for the tests that a password change and the end of sessions commit together.
 * vi.mock is hoisted above imports, so the factory loads this module itself:
 * `vi.mock("../../data/tokens", async (importOriginal) => (await import("../../test/failing-revocation")).failingRevocation(await importOriginal(), "endSessionsOf"))`.
 */
export function failingRevocation(actual: typeof Tokens, method: Revoking): typeof Tokens {
  return {
    ...actual,
    tokensRepository(...args: Parameters<typeof actual.tokensRepository>) {
      const repo = actual.tokensRepository(...args);
      const real = repo[method] as (...call: unknown[]) => Promise<unknown>;
      return {
        ...repo,
        async [method](...call: unknown[]) {
          revocation.attempts++;
          if (revocation.fails) throw new Error("revocation failed");
          return real(...call);
        },
      };
    },
  };
}

/** A user's stored password hash, read past the API, to tell whether a refused change left it alone. */
export const passwordHashOf = async (db: Db, user: { id: number } | { email: string }): Promise<string> => {
  const condition = "id" in user ? eq(users.id, user.id) : eq(users.email, user.email);
  return (await db.select({ hash: users.password_hash }).from(users).where(condition))[0].hash;
};
