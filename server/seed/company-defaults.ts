import { createRepositories } from "../data";
import { registeredResources } from "../data/registry";
import type { Db } from "../db/client";

/**
 * The product categories every shop starts with (spec §9: GELİNLİK sets the dress flag, KINALIK and
 * KAFTAN appear on the measurement sheet). Other features look them up by name, so they cannot be deleted.
 */
export const DEFAULT_PRODUCT_CATEGORIES = ["GELİNLİK", "KINALIK", "KAFTAN"] as const;

/**
 * A client needs a category (spec §5), and staff without definition_permission cannot make one: every shop
 * starts with one general client category, which the owner may rename or extend.
 */
export const DEFAULT_CLIENT_CATEGORY = "Genel";

/**
 * The ready-made SMS messages every shop starts with (spec §2 "SMS": "Module with ready-made messages"), in Turkish,
 * one for each automatic message and one campaign; the shop edits them. Their placeholders are those of
 * `src/domain/sms/placeholders.ts`.
 */
export const DEFAULT_SMS_TEMPLATES = [
  { kind: "sale", purpose: "service", title: "Satış Teşekkürü", message: "Sayın {musteri}, {firma} olarak bizi tercih ettiğiniz için teşekkür ederiz." },
  { kind: "offer", purpose: "service", title: "Teklif Bilgisi", message: "Sayın {musteri}, {firma} olarak hazırladığımız {tutar} tutarındaki teklifimiz için bizi arayabilirsiniz." },
  { kind: "rehearsal", purpose: "service", title: "Prova Hatırlatma", message: "Sayın {musteri}, {tarih} {saat} provanızı hatırlatırız. {firma}" },
  { kind: "appointment", purpose: "service", title: "Randevu Hatırlatma", message: "Sayın {musteri}, {tarih} {saat} randevunuzu hatırlatırız. {firma}" },
  { kind: "custom", purpose: "campaign", title: "Kampanya", message: "Sayın {musteri}, {firma} yeni sezon gelinliklerinde size özel fırsatlar sunuyor. Bekleriz!" },
] as const;

/** What a new company gets besides its first user; run inside the transaction that creates the company. */
export async function addCompanyDefaults(db: Db, companyId: number): Promise<void> {
  const repos = createRepositories(db, registeredResources(), { companyId });
  for (const name of DEFAULT_PRODUCT_CATEGORIES) {
    await repos.resource("categories").create({ name, type: "product-categories", cannot_delete: true });
  }
  await repos.resource("definitions").create({ name: DEFAULT_CLIENT_CATEGORY, type: "client-categories" });
  for (const template of DEFAULT_SMS_TEMPLATES) await repos.resource("sms_templates").create({ ...template });
}
