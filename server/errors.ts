import type { Language } from "./i18n";

/**
 * An expected failure that words its whole answer itself (a refused booking's 409 with its clashes): the error
 * handler sends `answer(lang)` with `statusCode`.
 */
export abstract class AnsweredError extends Error {
  abstract readonly statusCode: 409 | 422;
  abstract answer(lang: Language): object;
}

/** An expected failure with its HTTP status and an i18n key (`server.*`) for the message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503,
    readonly messageKey: string,
    /** Field → i18n keys (or already translated texts) for 422 answers. */
    readonly fieldErrors?: Record<string, { key: string; params?: Record<string, string | number> }[]>,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
  }
}

export const unauthorized = () => new AppError(401, "server.errors.unauthorized");
export const forbidden = () => new AppError(403, "server.errors.forbidden");
export const notFound = () => new AppError(404, "server.errors.notFound");
export const invalid = (field: string, key: string, params?: Record<string, string | number>) =>
  new AppError(422, "server.errors.validation", { [field]: [{ key, params }] });
