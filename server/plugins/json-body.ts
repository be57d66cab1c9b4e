import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Fastify's JSON parser (with its prototype-poisoning guards), except that an empty body is no body:
 * browsers and HTTP clients send `Content-Type: application/json` with nothing on body-less POSTs such as
 * logout, and those must not fail. Routes that need a body still get a 422 from their schema.
 */
export default fp(
  async function jsonBody(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === "") return done(null, undefined);
      parseJson(request, text, done);
    });
  },
  { name: "json-body" },
);
