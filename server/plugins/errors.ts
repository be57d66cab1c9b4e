import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AnsweredError, AppError } from "../errors";
import { fieldErrorsFrom, type FieldError } from "../engine/validation";
import { languageFrom, translate, type Language } from "../i18n";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./database-unavailable";
import { DAY_CLOSED_SQLSTATE } from "../data/constraint-violation";

function translateFields(lang: Language, fields: Record<string, FieldError[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, errors]) => [field, errors.map((error) => translate(lang, error.key, error.params))]),
  );
}

/** One field's message as the summary, or the general one when several things are wrong. */
function send422(reply: FastifyReply, lang: Language, fields: Record<string, FieldError[]>) {
  const errors = translateFields(lang, fields);
  const distinct = [...new Set(Object.values(errors).flat())];
  const message = distinct.length === 1 ? distinct[0] : translate(lang, "server.errors.validation");
  return reply.code(422).send({ message, errors });
}

/** Every 422 has the same shape, `{ message, errors }`, also when no single field is to blame. */
const sendUnfielded422 = (reply: FastifyReply, message: string) => reply.code(422).send({ message, errors: {} });

/** The SQLSTATE of a database error, also when the query builder wrapped it. */
const sqlStateOf = (error: unknown): string | undefined => {
  const candidate = (error as { code?: unknown; cause?: { code?: unknown } }) ?? {};
  const code = typeof candidate.code === "string" ? candidate.code : candidate.cause?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/**
 * What may be logged of an unexpected error: a failed query's text carries its parameters (password
 * hashes, phone numbers), so only the statement's SQL and the database's own code and message are kept.
 */
const loggable = (error: unknown) => {
  const failed = error as { query?: string; params?: unknown; cause?: { message?: string; code?: string } };
  if (failed && typeof failed.query === "string" && "params" in failed) {
    return { query: failed.query, code: failed.cause?.code, cause: failed.cause?.message };
  }
  return { err: error };
};

function handle(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const lang = languageFrom(request.headers["accept-language"]);
  // An error that words its own answer (server/bookings' refusal), whole: a route's `{ message }` schema for the
  // status must not strip what it adds.
  if (error instanceof AnsweredError) return reply.code(error.statusCode).serializer(JSON.stringify).send(error.answer(lang));
  if (error instanceof AppError) {
    if (error.statusCode === 422) {
      return error.fieldErrors ? send422(reply, lang, error.fieldErrors) : sendUnfielded422(reply, translate(lang, error.messageKey, error.params));
    }
    return reply.code(error.statusCode).send({ message: translate(lang, error.messageKey, error.params) });
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const fields = fieldErrorsFrom(fastifyError.validation as any);
    if (fastifyError.validationContext && fastifyError.validationContext !== "body") {
      return reply.code(422).send({ message: translate(lang, "server.errors.badQuery"), errors: translateFields(lang, fields) });
    }
    return send422(reply, lang, fields);
  }
  // An outage is no bug of ours nor a fault of the caller: 503 tells clients and load balancers to come back.
  if (isDatabaseUnavailable(error)) {
    request.log.error(loggable(error), "database unavailable");
    return reply.code(503).header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: translate(lang, "server.errors.unavailable") });
  }
  const sqlState = sqlStateOf(error);
  // Class 22 (data exception): a value the database cannot hold slipped past validation; the caller's input is wrong.
  if (sqlState?.startsWith("22")) return sendUnfielded422(reply, translate(lang, "server.errors.validation"));
  if (sqlState === "23505") return reply.code(409).send({ message: translate(lang, "server.errors.conflict") });
  if (sqlState === "23503") return reply.code(409).send({ message: translate(lang, "server.errors.inUse") });
  // The closed-day guard, also for writes of custom routes and actions.
  if (sqlState === DAY_CLOSED_SQLSTATE) return reply.code(409).send({ message: translate(lang, "server.errors.dayClosed") });
  const status = fastifyError.statusCode ?? 500;
  if (status === 413) return reply.code(413).send({ message: translate(lang, "server.errors.tooLarge") });
  if (status === 429) return reply.code(429).send({ message: translate(lang, "server.errors.tooManyRequests") });
  if (status === 415) return reply.code(415).send({ message: translate(lang, "server.errors.unsupportedMediaType") });
  if (status === 422) return sendUnfielded422(reply, translate(lang, "server.errors.validation"));
  if (status >= 400 && status < 500) return reply.code(status).send({ message: translate(lang, "server.errors.badRequest") });
  request.log.error(loggable(error), "unhandled error");
  return reply.code(500).send({ message: translate(lang, "server.errors.internal") });
}

/**
 * One answer shape for every failure: `{ message, errors? }`. 422 for validation, the AppError's own
 * status for expected failures, a generic 500 for the rest (logged, never a stack trace to the client).
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      try {
        return handle(error, request, reply);
      } catch (handlerError) {
        // A fault while answering must still end in the generic answer, not in Fastify's own shape.
        request.log.error(loggable(handlerError), "error handler failed");
        return reply.code(500).send({ message: translate("tr", "server.errors.internal") });
      }
    });
    app.setNotFoundHandler((request, reply) => {
      const lang = languageFrom(request.headers["accept-language"]);
      return reply.code(404).send({ message: translate(lang, "server.errors.notFound") });
    });
  },
  { name: "errors" },
);

/** Fastify's own early failures (a malformed URL) in the same shape; passed to the Fastify constructor. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = languageFrom(request.headers["accept-language"]);
  return reply.code(error.statusCode ?? 400).send({ message: translate(lang, "server.errors.badRequest") });
}
