import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth";

/**
 * Fastify's JSON parser (with its prototype-poisoning guards), except that an empty body is no body:
 * browsers and HTTP clients send `Content-Type: application/json` with nothing on body-less POSTs such as
 * logout, and those must not fail. Routes that need a body still get a 422 from their schema.
 * A body nested deeper than any form of ours is a 400 before it is parsed: every later step (the prototype
 * scan, the NUL guard, validation, trimming) walks the body, and none of them should meet 4,000 levels.
 */
export default fp(
  async function jsonBody(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === "") return done(null, undefined);
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        return done(new AppError(400, "server.errors.tooDeep", undefined, { limit: MAX_JSON_DEPTH }), undefined);
      }
      parseJson(request, text, done);
    });
  },
  { name: "json-body" },
);
