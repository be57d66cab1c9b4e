import type { FastifyInstance } from "fastify";
import type { CompanyRow } from "../../data/own-company";
import { sniffImageType } from "../uploads/image-type";
import { storageKeyFromUrl } from "../uploads/upload-url";

/**
 * The logo a printout carries, as a data URL: only when the shop prints its logo and has one whose file is still
 * in the store and is a PNG or JPEG. Anything else prints without a logo rather than failing the document.
 */
export async function printedLogo(app: FastifyInstance, company: CompanyRow | null): Promise<string | undefined> {
  if (!company?.print_company_logo || !company.logo_url) return undefined;
  const key = storageKeyFromUrl(company.logo_url);
  const bytes = key ? await app.storage.get(key).catch(() => null) : null;
  const type = bytes ? sniffImageType(bytes) : null;
  if (!bytes || !type) return undefined;
  return `data:${type.contentType};base64,${bytes.toString("base64")}`;
}
