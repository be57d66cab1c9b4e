import { describe, expect, it } from "vitest";
import { openTab, settingsTabsFor } from "./settings-tabs";

describe("settings tabs", () => {
  it("gives the first user every tab and the others their own info and password only", () => {
    expect(settingsTabsFor(true)).toEqual(["company", "company-settings", "output", "user", "password", "users"]);
    expect(settingsTabsFor(false)).toEqual(["user", "password"]);
  });

  it("opens the tab of the address only when the user has it", () => {
    expect(openTab("users", settingsTabsFor(true))).toBe("users");
    expect(openTab("users", settingsTabsFor(false))).toBe("user");
    expect(openTab(null, settingsTabsFor(true))).toBe("company");
  });
});
