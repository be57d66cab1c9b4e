import { describe, expect, it } from "vitest";
import { openTab, settingsTabsFor } from "./settings-tabs";

describe("settings tabs", () => {
  it("gives the first user every tab and the others their own info and password only", () => {
    expect(settingsTabsFor(true)).toEqual(["company", "company-settings", "output", "user", "password", "users"]);
    expect(settingsTabsFor(false)).toEqual(["user", "password"]);
  });

  it("puts the SMS settings after the user's info for a first user holding sms_permission, never for the others", () => {
    expect(settingsTabsFor(true, true)).toEqual(["company", "company-settings", "output", "user", "sms", "password", "users"]);
    expect(settingsTabsFor(false, true)).toEqual(["user", "password"]);
  });

  it("puts the appointment settings ('Randevu') after the SMS settings for a first user holding appointment_permission", () => {
    expect(settingsTabsFor(true, true, true)).toEqual(["company", "company-settings", "output", "user", "sms", "appointments", "password", "users"]);
    expect(settingsTabsFor(true, false, true)).toEqual(["company", "company-settings", "output", "user", "appointments", "password", "users"]);
    expect(settingsTabsFor(false, true, true)).toEqual(["user", "password"]);
  });

  it("opens the tab of the address only when the user has it", () => {
    expect(openTab("users", settingsTabsFor(true))).toBe("users");
    expect(openTab("users", settingsTabsFor(false))).toBe("user");
    expect(openTab("sms", settingsTabsFor(true, false))).toBe("company");
    expect(openTab("sms", settingsTabsFor(true, true))).toBe("sms");
    expect(openTab(null, settingsTabsFor(true))).toBe("company");
  });
});
