import { languageFrom, translate } from "../../i18n";
import { recordStore } from "../../engine/lines";
import type { CustomRoutes } from "../../engine/custom-routes";
import { idParamsSchema, messageSchema } from "../../engine/route-schemas";
import { notFound } from "../../errors";

/**
 * The spec's `DELETE newservicedate/{id}`: one arrival date of an upcoming product goes. Read through the
 * engine's line store, which locks the product first and raises its version, so a form still holding the old
 * dates answers 409 instead of bringing the deleted one back.
 */
export const arrivalDateRoutes: CustomRoutes = {
  declared: [{ method: "DELETE", url: "/newservicedate/:id", access: "write" }],
  async register(app) {
    const lines = recordStore(app.resources, "newservice_dates");
    app.delete("/newservicedate/:id", { schema: { tags: ["newservices"], params: idParamsSchema, response: { 200: messageSchema } } }, async (request) => {
      const { id } = request.params as { id: number };
      await request.unitOfWork(async (repos) => {
        if (!(await lines(repos).get(id, { forUpdate: true }))) throw notFound();
        if (!(await repos.resource("newservice_dates").remove(id))) throw notFound();
      });
      return { message: translate(languageFrom(request.headers["accept-language"]), "server.messages.deleted") };
    });
  },
};
