import { describe, expect, it } from "vitest";
import { lazyReplacement } from "./bundle-lazy-imports";

describe("antd imports pointed at lazy stand-ins", () => {
  it("gives antd's form label the lazy Tooltip and leaves every other Tooltip import alone", () => {
    expect(lazyReplacement("../tooltip", "/app/node_modules/antd/es/form/FormItemLabel.js")).toBe("src/widgets/lazy-tooltip.tsx");
    expect(lazyReplacement("../tooltip", "/app/node_modules/antd/es/menu/MenuItem.js")).toBeNull();
    expect(lazyReplacement("../grid/col", "/app/node_modules/antd/es/form/FormItemLabel.js")).toBeNull();
    expect(lazyReplacement("../tooltip", undefined)).toBeNull();
  });
});
