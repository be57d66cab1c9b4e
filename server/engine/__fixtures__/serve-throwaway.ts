import { createActor } from "../../test/fixtures";
import { createThrowawayApp } from "./throwaway-app";

/**
 * For page tests that run in a browser-like environment (where PGlite cannot load): serves the throwaway
 * app on a free port with one shop user and 17 rows, and prints `{ url, token }` as its first line.
 */
const t = await createThrowawayApp();
const owner = await createActor(t.database.db);
for (let i = 1; i <= 17; i++) {
  const payload = { type: "person", name: `Gelinlik ${String(i).padStart(2, "0")}`, price: `${i}00.50` };
  await t.app.inject({ method: "POST", url: "/api/gadgets", headers: owner.headers, payload });
}
const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ url, token: owner.token }));
process.on("SIGTERM", () => void t.close().then(() => process.exit(0)));
