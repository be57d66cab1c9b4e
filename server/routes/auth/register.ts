import type { FastifyInstance } from "fastify";
import { normalizeTurkishMobile } from "../../../src/domain/turkish/phone";
import type { FromSchema } from "json-schema-to-ts";
import { newPasswordError } from "../../auth/new-password";
import { hashPassword } from "../../auth/password";
import { findUserByEmail, insertCompany, insertUser, isUniqueViolation, ownerPermissions, trialExpiration } from "../../auth/accounts";
import { issueToken } from "../../auth/tokens";
import type { Db } from "../../db/client";
import { addCompanyDefaults } from "../../seed/company-defaults";
import { AppError } from "../../errors";
import { errorResponse, registerBody, tokenResponse } from "./schemas";

type RegisterBody = FromSchema<typeof registerBody>;
type FieldErrors = Record<string, { key: string }[]>;

const emailTaken = (): FieldErrors => ({ email: [{ key: "auth.validation.emailTaken" }] });

/** Checks the schema cannot express; all problems are reported together. */
async function problemsOf(db: Db, body: RegisterBody): Promise<FieldErrors> {
  const problems: FieldErrors = {};
  if (!normalizeTurkishMobile(body.phone)) problems.phone = [{ key: "auth.validation.phone" }];
  const weak = newPasswordError(body.password);
  if (weak) problems.password = [weak];
  if (body.password !== body.password_confirmation) {
    problems.password_confirmation = [{ key: "auth.validation.passwordMismatch" }];
  }
  if (body.accept_terms !== true) problems.accept_terms = [{ key: "auth.validation.acceptTerms" }];
  if (await findUserByEmail(db, body.email)) Object.assign(problems, emailTaken());
  return problems;
}

/** POST /api/register: a new company on a 14-day trial, its default categories and its first user, in one transaction. */
export default async function registerRoute(app: FastifyInstance) {
  app.post<{ Body: RegisterBody }>(
    "/register",
    {
      // Registration costs a password hash and creates a tenant: the same per-IP budget as login.
      config: { public: true, rateLimit: { max: app.config.loginRateLimit, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Register a company with a free trial and its first user",
        security: [],
        body: registerBody,
        response: { 201: tokenResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const problems = await problemsOf(app.db, body);
      if (Object.keys(problems).length > 0) throw new AppError(422, "server.errors.validation", problems);

      const now = new Date();
      const company = { yearsize_permission: false, productimage_permission: false };
      // Hashed last: scrypt is the costly step, spent only on a form that will be saved.
      const passwordHash = await hashPassword(body.password);
      try {
        // Its own transaction, not request.unitOfWork: there is no session, and the scope (the new company)
        // exists only once its first statement has run.
        const accessToken = await app.db.transaction(async (tx) => {
          const companyId = await insertCompany(tx, {
            full_name: body.company_name.trim(),
            // The number given at registration is the shop's first contact number (still to be verified).
            phone: normalizeTurkishMobile(body.phone),
            expiration_date: trialExpiration(now),
            ...company,
            created_at: now,
            updated_at: now,
          });
          await addCompanyDefaults(tx, companyId);
          const userId = await insertUser(tx, {
            companyId,
            name: body.full_name.trim(),
            email: body.email.trim(),
            phone: normalizeTurkishMobile(body.phone),
            passwordHash,
            roles: ["user"],
            firstUser: true,
            permissions: ownerPermissions(company),
            now,
          });
          return issueToken(tx, { userId, companyId, ttlHours: app.config.tokenTtlHours, now });
        });
        return reply.code(201).send({ access_token: accessToken });
      } catch (error) {
        // Two registrations with one email at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError(422, "server.errors.validation", emailTaken());
        throw error;
      }
    },
  );
}
