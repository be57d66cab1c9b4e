// @vitest-environment jsdom
import "../tests/setup-dom";
import type { ComponentType } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";

/** Whether React.lazy would render `component` at once (its code is there) rather than suspend. */
const rendersAtOnce = (component: ComponentType) => {
  const lazy = component as unknown as { _init: (payload: unknown) => unknown; _payload: unknown };
  try {
    return typeof lazy._init(lazy._payload) === "function";
  } catch {
    return false;
  }
};

/** A fresh app (its lazy levels not loaded yet), its language set up as src/main.tsx does first. */
const freshApp = async () => {
  vi.resetModules();
  const { setupI18n } = await import("./i18n");
  await setupI18n("tr");
  const [{ preloadPage }, { HomePage }] = await Promise.all([import("./App"), import("./pages")]);
  return { preloadPage, HomePage };
};

beforeEach(() => localStorage.clear());

describe("preloading the opened page before the first render", () => {
  it("signed in, fetches every lazy level down to the home page, which then renders without suspending", async () => {
    localStorage.setItem("token", "tok");
    const { preloadPage, HomePage } = await freshApp();
    await preloadPage("/anasayfa");
    expect(rendersAtOnce(HomePage)).toBe(true);
  });

  it("without a token, leaves the signed-in pages alone (the login page follows)", async () => {
    const { preloadPage, HomePage } = await freshApp();
    await preloadPage("/anasayfa");
    expect(rendersAtOnce(HomePage)).toBe(false);
  });
});
