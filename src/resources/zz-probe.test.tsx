// @vitest-environment jsdom
import { it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import routerProvider from "@refinedev/react-router";
it("probe", () => {
  const Probe = () => { const p = (routerProvider as any).parse(); return createElement("span", null, JSON.stringify(p().pathname)); };
  try { console.log("OUT", renderToString(createElement(MemoryRouter, { initialEntries: ["/x?y=1"] }, createElement(Probe)))); } catch (e) { console.log("ERR", String(e).slice(0,80)); }
});
