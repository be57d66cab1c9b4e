import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import { OUTPUT_FLAGS } from "../../../src/domain/output-flags";
import { normalizeTurkishMobile, normalizeTurkishPhone } from "../../../src/domain/turkish/phone";
import { requireFirstUser } from "../../auth/guards";
import type { Repositories } from "../../data";
import type { CompanyChanges } from "../../data/own-company";
import { invalid, unauthorized } from "../../errors";
import { canonicalValue } from "../../engine/formats";
import { messageSchema, validationErrorSchema } from "../../engine/route-schemas";
import { languageFrom, translate } from "../../i18n";
import { storageKeyFromUrl, uploadUrl } from "../uploads/upload-url";
import { updateCompanyBody } from "./schemas";
import { canonicalTimeZone } from "./time-zone";
import { companyResponse, companyView } from "./views";

type UpdateCompanyBody = FromSchema<typeof updateCompanyBody>;

const OPTIONAL_TEXT = ["title", "website", "city", "county", "address", "postal_code", "instagram"] as const;

/** A cleared form field arrives as "" or blanks: stored as no value. */
const textOrNull = (value: string | null): string | null => (value === null || value.trim() === "" ? null : value.trim());

/** The stored logo URL: unchanged, none, or a file this company uploaded (never another shop's or an outside address). */
async function logoUrlFor(uploads: Repositories["uploads"], requested: string | null, current: string | null): Promise<string | null> {
  if (requested === null || requested === current) return requested;
  const key = storageKeyFromUrl(requested);
  if (!key || !(await uploads.has(key))) throw invalid("logo_url", "server.profile.logoNotUploaded");
  return uploadUrl(key);
}

/** POST /api/profile/update-company: the first user changes any subset of the shop's own fields. */
export default async function updateCompanyRoute(app: FastifyInstance) {
  app.post<{ Body: UpdateCompanyBody }>(
    "/profile/update-company",
    {
      preHandler: requireFirstUser,
      schema: {
        tags: ["profile"],
        summary: "Change the company's information and settings (first user only; any non-empty subset)",
        body: updateCompanyBody,
        response: { 200: { type: "object", properties: { message: { type: "string" }, company: companyResponse } }, 403: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const { company: ownCompany, uploads } = request.repos;
      const body = request.body;
      const company = await ownCompany.get();
      if (!company) throw unauthorized();

      const changes: CompanyChanges = {};
      for (const field of OPTIONAL_TEXT) if (body[field] !== undefined) changes[field] = textOrNull(body[field]);
      // Stored as the formats read them: a website without its scheme gains "https://".
      for (const field of ["website", "postal_code"] as const) {
        const value = changes[field];
        if (typeof value === "string") changes[field] = canonicalValue(updateCompanyBody.properties[field].format, value) as string;
      }
      for (const flag of OUTPUT_FLAGS) if (body[flag] !== undefined) changes[flag] = body[flag];
      if (body.full_name !== undefined) changes.full_name = body.full_name.trim();
      if (body.phone2 !== undefined) changes.phone2 = body.phone2 === null ? null : normalizeTurkishPhone(body.phone2);
      if (body.phone !== undefined) {
        const phone = normalizeTurkishMobile(body.phone);
        if (phone !== company.phone) {
          // A new number must be verified again, and a code sent to the old one must not verify it.
          Object.assign(changes, { phone, sms_confirmed: false, activation_code_hash: null, activation_code_expires_at: null, activation_attempts: 0 });
        }
      }
      if (body.time_zone !== undefined) {
        const zone = canonicalTimeZone(body.time_zone);
        if (!zone) throw invalid("time_zone", "server.profile.timeZone");
        changes.time_zone = zone;
      }
      if (body.logo_url !== undefined) changes.logo_url = await logoUrlFor(uploads, body.logo_url, company.logo_url);

      const updated = await ownCompany.update(changes);
      if (!updated) throw unauthorized();
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.profile.companyUpdated"), company: companyView(updated) };
    },
  );
}
