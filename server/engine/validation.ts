import { Ajv, type ErrorObject, type Options } from "ajv";
import addFormats from "ajv-formats";
import { TURKISH_FORMATS } from "./formats";

export const MONEY_PATTERN = /^-?\d{1,12}(\.\d{1,2})?$/;

/** Our own schema keywords: display hints that Ajv must know about to stay in strict mode. */
const CUSTOM_KEYWORDS = ["x-resource", "x-ui", "x-ref", "x-ref-filter", "x-permission", "x-lines", "x-create-only", "x-company-flag", "x-update-when", "x-message", "x-encrypted"];

function createAjv(options: Options): Ajv {
  // Strict, except that a conditional `then: { required }` may name properties declared at the top level.
  // `verbose`: each error carries the schema of the value it is about, where `x-message` is read.
  const ajv = new Ajv({ strict: true, strictRequired: false, allErrors: true, verbose: true, ...options });
  (addFormats as unknown as (ajv: Ajv, formats: string[]) => Ajv)(ajv, ["email", "date", "date-time", "uri"]);
  ajv.addFormat("money", MONEY_PATTERN);
  // PostgreSQL has no year 0: such a date must be a 422, not a failed insert.
  for (const name of ["date", "date-time"]) {
    const base = ajv.formats[name] as { validate: (value: string) => boolean } | ((value: string) => boolean);
    const check = typeof base === "function" ? base : base.validate;
    ajv.addFormat(name, { type: "string", validate: (value: string) => check(value) && !value.startsWith("0000") });
  }
  for (const [name, validate] of Object.entries(TURKISH_FORMATS)) ajv.addFormat(name, { type: "string", validate });
  // A file field holds the URL image-upload answered (`/uploads/<key>`, possibly made absolute by the page).
  ajv.addFormat("upload", { type: "string", validate: (value: string) => /^(https?:\/\/[^/]+)?\/uploads\/[0-9a-f]{32}\.(png|jpg)$/.test(value) });
  for (const keyword of CUSTOM_KEYWORDS) ajv.addKeyword({ keyword, schemaType: ["object", "string", "boolean"] });
  // Fastify's own route-schema keywords used for documentation only.
  ajv.addKeyword({ keyword: "example" });
  return ajv;
}

/** Bodies: no type coercion, no silent removal of unknown fields, no defaults invented for missing required fields. */
export const bodyAjv = createAjv({ coerceTypes: false, removeAdditional: false, useDefaults: false });
/** Query strings and params arrive as text: numbers and booleans are coerced. */
export const queryAjv = createAjv({ coerceTypes: true, removeAdditional: false, useDefaults: true });

export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

/** Ajv errors → `{ "accounts.0.iban": [{ key, params }] }` with i18n keys under `server.validation`. */
export function fieldErrorsFrom(errors: readonly ErrorObject[]): Record<string, FieldError[]> {
  // No prototype: a field named "toString" or "constructor" must not find an inherited function here.
  const result: Record<string, FieldError[]> = Object.create(null);
  const push = (field: string, error: FieldError) => {
    const list = (result[field || "_"] ??= []);
    if (!list.some((existing) => existing.key === error.key)) list.push(error);
  };
  for (const error of errors) {
    const base = error.instancePath.split("/").filter(Boolean).join(".");
    const join = (child: string) => (base ? `${base}.${child}` : child);
    const params = error.params as Record<string, any>;
    // `x-message`: whatever rule of the field's own value broke, the field answers its one message (a missing
    // field is still "required": its parent object's rule, whose schema has no x-message).
    const message = (error.parentSchema as Record<string, unknown> | undefined)?.["x-message"];
    if (typeof message === "string" && error.keyword !== "required" && error.keyword !== "if") {
      push(base, { key: message });
      continue;
    }
    switch (error.keyword) {
      case "required":
        push(join(params.missingProperty), { key: "server.validation.required" });
        break;
      case "additionalProperties":
        push(join(params.additionalProperty), { key: "server.validation.unknownField" });
        break;
      case "maxLength":
        push(base, { key: "server.validation.maxLength", params: { limit: params.limit } });
        break;
      case "minLength":
        push(base, { key: params.limit <= 1 ? "server.validation.required" : "server.validation.minLength", params: { limit: params.limit } });
        break;
      case "minimum":
      case "maximum":
      case "exclusiveMinimum":
      case "exclusiveMaximum":
      case "maxItems":
      case "minItems":
        push(base, { key: `server.validation.${error.keyword}`, params: { limit: params.limit } });
        break;
      case "type":
        push(base, { key: "server.validation.type", params: { type: String(params.type) } });
        break;
      case "format":
        push(base, { key: `server.validation.format.${params.format}` });
        break;
      case "enum":
      case "const":
        push(base, { key: "server.validation.enum" });
        break;
      case "pattern":
        push(base, { key: "server.validation.pattern" });
        break;
      case "if":
        break; // the failing `then` branch reports the real problem
      default:
        push(base, { key: "server.validation.invalid" });
    }
  }
  return result;
}
