import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

describe("one server per data directory", () => {
  it("refuses a directory whose lock belongs to a running process, naming it", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      writeFileSync(path.join(dir, "server.lock"), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      try {
        acquireDataDirLock(dir);
      } catch (error) {
        expect((error as DataDirLockedError).pid).toBe(other.pid);
      }
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that died, and releases it", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lock-"));
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => dead.once("exit", resolve));
    writeFileSync(path.join(dir, "server.lock"), String(dead.pid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
  });
});
