import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";
import { fieldErrorsFrom, type FieldError } from "../engine/validation";
import { languageFrom, translate, type Language } from "../i18n";

function translateFields(lang: Language, fields: Record<string, FieldError[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, errors]) => [field, errors.map((error) => translate(lang, error.key, error.params))]),
  );
}

function send422(reply: FastifyReply, lang: Language, fields: Record<string, FieldError[]>) {
  const errors = translateFields(lang, fields);
  const message = Object.values(errors).flat().join(", ") || translate(lang, "server.errors.validation");
  return reply.code(422).send({ message, errors });
}

/**
 * One answer shape for every failure: `{ message, errors? }`. 422 for validation, the AppError's own
 * status for expected failures, a generic 500 for the rest (logged, never a stack trace to the client).
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      const lang = languageFrom(request.headers["accept-language"]);
      if (error instanceof AppError) {
        if (error.statusCode === 422 && error.fieldErrors) return send422(reply, lang, error.fieldErrors);
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
      const status = fastifyError.statusCode ?? 500;
      if (status === 413) return reply.code(413).send({ message: translate(lang, "server.errors.tooLarge") });
      if (status === 429) return reply.code(429).send({ message: translate(lang, "server.errors.tooManyRequests") });
      if (status === 415) return reply.code(415).send({ message: translate(lang, "server.errors.unsupportedMediaType") });
      if (status >= 400 && status < 500) return reply.code(status).send({ message: translate(lang, "server.errors.badRequest") });
      request.log.error({ err: error }, "unhandled error");
      return reply.code(500).send({ message: translate(lang, "server.errors.internal") });
    });
    app.setNotFoundHandler((request, reply) => {
      const lang = languageFrom(request.headers["accept-language"]);
      return reply.code(404).send({ message: translate(lang, "server.errors.notFound") });
    });
  },
  { name: "errors" },
);
