import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { spawnServer, signIn } from "../test/spawn-server";

const api = (url: string, token: string, method = "GET", body?: unknown) =>
  fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

describe("the spawned-server harness (server/test/spawn-server.ts)", () => {
  it("starts the real server, survives a SIGKILL and starts again on the same data directory with the data there", { timeout: 600_000 }, async () => {
    const first = await spawnServer({ env: { JOBS_POLL_MS: "50" } });
    let second: Awaited<ReturnType<typeof spawnServer>> | undefined;
    try {
      const token = await signIn(first);
      const created = await api(`${first.url}/api/definitions`, token, "POST", { name: "Gelinler", type: "client-categories" });
      expect(created.status, await created.clone().text()).toBe(201);
      const category = (await created.json()) as { id: number };
      expect(readFileSync(path.join(first.dataDir, "server.lock"), "utf8")).toBe(String(first.pid));

      expect(await first.kill("SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });
      // The dead server's lock is left behind and does not block the restart.
      expect(existsSync(path.join(first.dataDir, "server.lock"))).toBe(true);

      second = await spawnServer({ dataDir: first.dataDir, env: { JOBS_POLL_MS: "50" } });
      expect(second.pid).not.toBe(first.pid);
      // The session and the category written before the kill are there.
      const again = await api(`${second.url}/api/definitions/${category.id}`, token);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { name: string }).name).toBe("Gelinler");
      // And a graceful stop ends the process and releases the lock.
      expect((await second.kill("SIGTERM")).code).toBe(0);
      expect(existsSync(path.join(first.dataDir, "server.lock"))).toBe(false);
    } finally {
      await first.kill("SIGKILL");
      await second?.kill("SIGKILL");
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
