import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { companies, users } from "./core";
import { seedIfEmpty } from "../seed/seed";

describe("the embedded database in DATA_DIR", () => {
  it("keeps every row across a restart and seeds only the first time", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "data-"));
    const first = await openDatabase({ dataDir });
    await first.migrate();
    const seeded = await seedIfEmpty(first.db, {});
    expect(seeded.created).toBe(true);
    const [{ before }] = await first.db.select({ before: count() }).from(users);
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    expect((await seedIfEmpty(second.db, {})).created).toBe(false);
    const [{ after }] = await second.db.select({ after: count() }).from(users);
    const [{ shops }] = await second.db.select({ shops: count() }).from(companies);
    expect(after).toBe(before);
    expect(shops).toBe(2);
    await second.close();
  });
});
