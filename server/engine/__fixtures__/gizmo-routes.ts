import type { Row } from "../../data";
import { notFound } from "../../errors";
import type { CustomRoutes } from "../custom-routes";

const nameBody = { type: "object", additionalProperties: false, required: ["name"], properties: { name: { type: "string", minLength: 1, maxLength: 80 } } } as const;
const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } } as const;

/**
 * The throwaway custom routes, one read and one write, so the suites over every resource check custom
 * routes whatever the registered resources declare.
 */
export const gizmoRoutes: CustomRoutes = {
  declared: [
    { method: "GET", url: "/gizmo-names", access: "read" },
    // Answers a figure, no row: the suites check its access and isolation only.
    { method: "GET", url: "/gizmo-count", access: "read", answers: "no-row" },
    { method: "PUT", url: "/gizmo-names/:id", access: "write", sampleBody: () => ({ name: "Yeni ad" }) },
  ],
  async register(app) {
    app.get("/gizmo-names", async (request) => {
      const { rows } = await request.repos.resource("gizmos").list({ page: 1, perPage: 100, filters: {}, sort: "name", order: "asc" });
      return { data: rows.map(({ id, name }) => ({ id, name })) };
    });
    app.get("/gizmo-count", async (request) => ({ total: await request.repos.resource("gizmos").count() }));
    app.put("/gizmo-names/:id", { schema: { params: idParams, body: nameBody } }, async (request) => {
      const { id } = request.params as { id: number };
      const { name } = request.body as { name: string };
      const renamed = await request.unitOfWork((repos) => repos.resource("gizmos").update(id, { name }));
      if (!renamed || typeof renamed !== "object") throw notFound();
      return { id: (renamed as Row).id, name: (renamed as Row).name };
    });
  },
};
