import { readFileSync } from "node:fs";
import { SETTINGS_TABS } from "../src/pages/settings/settings-tabs";
import { LOGIN_PATH } from "../src/providers/redirect-target";
import { declaredRoutes, routeLink, type PageView } from "../src/resources/registry";
import { schemas } from "../src/schemas";
import type { ResourceSchema } from "../src/schemas/resource";

/**
 * Every screen the app has built, worked out from where the app itself declares them, so that a new resource
 * or page cannot escape the sweep: the schemas' routes (what src/resources/index.tsx mounts), the public
 * create pages (src/pages/public-create/routes.tsx) and the literal routes of src/App.tsx (signed out) and
 * src/RefineApp.tsx (signed in).
 */
export interface BuiltRoute {
  /** The path as declared, `:id` kept. */
  path: string;
  /** The resource whose page it is (show and edit pages need one of its rows). */
  resource?: string;
  view?: PageView;
  /** Who may open it: anyone, the shop owner, or only the operators. */
  visitor: "anyone" | "owner" | "operator";
}

const registered = schemas as readonly ResourceSchema[];

/** `<Route path="/…">` literals of one source file; `*` and computed paths are not screens of their own. */
const literalRoutes = (file: string): string[] => {
  const paths = [...readFileSync(new URL(`../src/${file}`, import.meta.url), "utf8").matchAll(/<Route\s+path="(\/[^"]*)"/g)].map((match) => match[1]);
  // Routes written another way would slip past the sweep unnoticed: fail instead.
  if (paths.length === 0) throw new Error(`no <Route path="/…"> found in src/${file}: teach e2e/built-routes.ts how its routes are written`);
  return paths;
};

/** Pages written only by operators (`writeRoles`): the shop owner may read their list and rows, not write them. */
const visitorOf = (schema: ResourceSchema, view: PageView): BuiltRoute["visitor"] =>
  schema["x-resource"].writeRoles && view !== "list" ? "operator" : "owner";

export const signedOutRoutes = (): BuiltRoute[] => [
  { path: LOGIN_PATH, visitor: "anyone" },
  ...literalRoutes("App.tsx").map((path) => ({ path, visitor: "anyone" as const })),
  ...publicCreatePaths().map((path) => ({ path, visitor: "anyone" as const })),
  { path: contractPrintPath(), visitor: "anyone" },
  { path: bookingPath(), visitor: "anyone" },
  { path: bridePath(), visitor: "anyone" },
];

/**
 * The brides' online booking page (`/randevu-al/:slug`, src/pages/booking/routes.tsx, mounted in src/AppRoutes.tsx),
 * at an address no shop has: the sweep sees the page saying so.
 */
const bookingPath = (): string => {
  const source = readFileSync(new URL("../src/pages/booking/routes.tsx", import.meta.url), "utf8");
  const path = /BOOKING_PATH\s*=\s*"(\/[^"]*:slug)"/.exec(source)?.[1];
  if (!path) throw new Error("no BOOKING_PATH in src/pages/booking/routes.tsx: teach e2e/built-routes.ts where the booking page is declared");
  return path.replace(":slug", "bilinmeyen-dukkan");
};

/**
 * The bride's page (`/gelin/:token`, src/pages/bride/routes.tsx, mounted in src/AppRoutes.tsx), at a token no link
 * has: the sweep sees it saying the link is not valid (e2e/bride-link.spec.ts opens a real one).
 */
const bridePath = (): string => {
  const source = readFileSync(new URL("../src/pages/bride/routes.tsx", import.meta.url), "utf8");
  const path = /BRIDE_PATH\s*=\s*"(\/[^"]*:token)"/.exec(source)?.[1];
  if (!path) throw new Error("no BRIDE_PATH in src/pages/bride/routes.tsx: teach e2e/built-routes.ts where the bride's page is declared");
  return path.replace(":token", "bilinmeyen-gelin-anahtari-000000000000000000");
};

/** A token no contract holds: the sweep sees the print page saying so (e2e/orders.spec.ts prints a real one). */
const UNKNOWN_CONTRACT_TOKEN = "bilinmeyen-sozlesme-anahtari-0000000000000";

/**
 * The contract print page (`/sozlesme/:token`, src/pages/contract-print/routes.tsx, mounted in src/AppRoutes.tsx):
 * its path read from where it is declared, so a move cannot escape the sweep unnoticed.
 */
const contractPrintPath = (): string => {
  const source = readFileSync(new URL("../src/pages/contract-print/routes.tsx", import.meta.url), "utf8");
  const path = /CONTRACT_PRINT_PATH\s*=\s*"(\/[^"]*:token)"/.exec(source)?.[1];
  if (!path) throw new Error("no CONTRACT_PRINT_PATH in src/pages/contract-print/routes.tsx: teach e2e/built-routes.ts where the print page is declared");
  return path.replace(":token", UNKNOWN_CONTRACT_TOKEN);
};

export const publicCreatePaths = (): string[] =>
  registered.flatMap((schema) => {
    const meta = schema["x-resource"];
    return meta.publicCreate && meta.routes.publicCreate ? [`/${meta.routes.publicCreate}`] : [];
  });

/** Literal routes of RefineApp.tsx that open one row of a resource (`:id`): the sweep makes the row first. */
const LITERAL_ROW_RESOURCES: Record<string, string> = {
  "/barcode-generator/:id": "services",
  "/fatura/:id": "accountings",
  // The client and supplier detail pages' own routes (src/resources/clients/routes.tsx).
  "/musteri-detay/:id": "clients",
  "/musteri/:id/urunler": "clients",
  "/tedarikci/:id/urunler": "suppliers",
};

/** The signed-in pages: the app's own (every settings tab is a page of its own, `?tab=`) and every resource page. */
export const signedInRoutes = (): BuiltRoute[] => [
  // The accounting screens are mounted from their own fragment (src/resources/accountings/routes.tsx); an optional
  // segment (`/gecmis-kasa/:type?`) is visited without it.
  ...[...literalRoutes("RefineApp.tsx"), ...literalRoutes("resources/accountings/routes.tsx").map(routeLink), ...literalRoutes("resources/employees/report/routes.tsx").map(routeLink), ...literalRoutes("resources/sms/send/routes.tsx").map(routeLink), ...literalRoutes("resources/clients/routes.tsx")].flatMap((path) =>
    path === "/ayarlar"
      ? SETTINGS_TABS.map((tab) => ({ path: `${path}?tab=${tab}`, visitor: "owner" as const }))
      : [{ path, resource: LITERAL_ROW_RESOURCES[path], visitor: "owner" as const }],
  ),
  ...registered.flatMap((schema) =>
    // A page with an optional segment (`urun-yonetimi/:type?`) is visited without it.
    declaredRoutes(schema).map(({ resource, view, path }) => ({ path: routeLink(path), resource, view, visitor: visitorOf(schema, view) })),
  ),
];

export const needsRow = (route: BuiltRoute): boolean => route.path.includes(":id");
