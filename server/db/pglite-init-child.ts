/**
 * The short-lived child process of initialiseDataDir (pglite-init.ts): creates the cluster, applies the migrations,
 * seeds when asked, answers over IPC and exits, taking PGlite's grown WebAssembly memory with it.
 */
import { openPglite } from "./client";
import type { InitAnswer, InitRequest } from "./pglite-init";
import { seedIfEmpty } from "../seed/seed";

/**
 * The database's own words: drizzle wraps them in "Failed query: …" with the error as its cause; PGlite's file system
 * throws plain objects such as `{ name: "ErrnoError", errno: 54 }`, which String() would make "[object Object]".
 */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return (typeof error === "object" && JSON.stringify(error)) || String(error);
  return error.cause instanceof Error ? `${error.cause.message} (${error.message.split("\n")[0]})` : error.message;
}

async function initialise(request: InitRequest): Promise<InitAnswer> {
  const database = await openPglite(request.dir, request.migrationsFolder);
  try {
    await database.migrate();
    const seed = request.seed ? await seedIfEmpty(database.db, { password: request.seed.password }) : null;
    return { seed };
  } finally {
    await database.close();
  }
}

process.once("message", (request) => {
  initialise(request as InitRequest)
    .catch((error: unknown): InitAnswer => ({ error: describe(error) }))
    // Exit explicitly: nothing the child opened may keep it, and so the server's start, alive.
    .then((answer) => process.send!(answer, () => process.exit(0)));
});
