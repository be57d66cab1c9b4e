import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/app";
import { companies } from "../db/core";
import { DEFAULT_CLIENT_CATEGORY, DEFAULT_PRODUCT_CATEGORIES, DEFAULT_SMS_TEMPLATES } from "./company-defaults";
import { resourceTables } from "../db/resource-tables";
import { seedIfEmpty } from "./seed";
import { SMS_PLACEHOLDERS } from "../../src/domain/sms/placeholders";

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened.drop());

describe("seeded companies", () => {
  it("start with the default product categories, protected from deletion, and one client category", async () => {
    const { db } = opened.database;
    await seedIfEmpty(db, { password: "gizli123" });
    const categories = resourceTables.categories as unknown as Record<string, any>;
    const seeded = await db.select({ id: companies.id }).from(companies);
    expect(seeded).toHaveLength(2);
    for (const { id } of seeded) {
      const rows = await db.select().from(categories as any).where(eq(categories.company_id, id));
      expect(rows.map((row: any) => [row.name, row.type, row.cannot_delete]).sort()).toEqual(
        [...DEFAULT_PRODUCT_CATEGORIES].sort().map((name) => [name, "product-categories", true]),
      );
      const definitions = resourceTables.definitions as unknown as Record<string, any>;
      const own = await db.select().from(definitions as any).where(eq(definitions.company_id, id));
      expect(own.map((row: any) => [row.name, row.type])).toEqual([[DEFAULT_CLIENT_CATEGORY, "client-categories"]]);
    }
  });

  it("start with the five ready-made SMS messages in Turkish: one per automatic message and a campaign", async () => {
    const { db } = opened.database;
    await seedIfEmpty(db, { password: "gizli123" });
    const templates = resourceTables.sms_templates as unknown as Record<string, any>;
    for (const { id } of await db.select({ id: companies.id }).from(companies)) {
      const rows = await db.select().from(templates as any).where(eq(templates.company_id, id));
      const seeded = rows.map((row: any) => ({ kind: row.kind, purpose: row.purpose, title: row.title, message: row.message }));
      expect(seeded).toHaveLength(5);
      expect(seeded).toEqual(expect.arrayContaining(DEFAULT_SMS_TEMPLATES.map((template) => ({ ...template }))));
    }
    expect(DEFAULT_SMS_TEMPLATES.map(({ kind, purpose }) => `${kind}/${purpose}`)).toEqual(["sale/service", "offer/service", "rehearsal/service", "appointment/service", "custom/campaign"]);
    expect(DEFAULT_SMS_TEMPLATES.find((template) => template.kind === "sale")?.message).toBe("Sayın {musteri}, {firma} olarak bizi tercih ettiğiniz için teşekkür ederiz.");
    expect(DEFAULT_SMS_TEMPLATES.find((template) => template.kind === "rehearsal")?.message).toBe("Sayın {musteri}, {tarih} {saat} provanızı hatırlatırız. {firma}");
  });

  it("use only the placeholders the send form knows", () => {
    for (const { message } of DEFAULT_SMS_TEMPLATES) {
      for (const [, name] of message.matchAll(/\{(\w+)\}/g)) expect(SMS_PLACEHOLDERS).toContain(name);
    }
  });
});
