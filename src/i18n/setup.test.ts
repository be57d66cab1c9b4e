// @vitest-environment jsdom
import dayjs from "dayjs";
import i18next from "i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { currentLanguage, switchLanguage } from "./language-store";
import { loadAppTranslations } from "./load-translations";
import { setupI18n } from "./setup";

beforeEach(() => localStorage.clear());

describe("language choice", () => {
  it("defaults to Turkish and ignores unknown stored values", () => {
    expect(currentLanguage()).toBe("tr");
    localStorage.setItem("lang", "fr");
    expect(currentLanguage()).toBe("tr");
  });

  it("stores a new choice and reloads the page", () => {
    const reload = vi.fn();
    switchLanguage("de", reload);
    expect(localStorage.getItem("lang")).toBe("de");
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("i18n setup", () => {
  it("loads only the chosen language with its antd and dayjs locales", async () => {
    const { antdLocale } = await setupI18n("ku");
    expect(i18next.language).toBe("ku");
    expect(i18next.t("app.name")).toBe("Gelinlik Yönetim Paneli");
    expect(i18next.t("layout.notifications.all")).toBe("Hemû");
    expect(Object.keys(i18next.store.data)).toEqual(["ku"]);
    expect(antdLocale.locale).toBe("ku");
    expect(antdLocale.Pagination).toBeDefined();
    expect(antdLocale.DatePicker?.lang.locale).toBe("ku-latn");
    expect(dayjs.locale()).toBe("ku-latn");
    expect(document.documentElement.lang).toBe("ku");
    // Localized formats work everywhere, not only where the engine's formatters were loaded.
    expect(dayjs("2026-03-09").format("L")).toBe("09.03.2026");
    expect(dayjs("2026-03-09").format("LL")).toBe("9 Adar 2026");
  });

  it("starts with the common texts only and adds the resources' texts when a page asks for them", async () => {
    await setupI18n("de");
    expect(i18next.t("app.name")).toBe("Gelinlik Yönetim Paneli");
    expect(i18next.exists("announces.titles.list")).toBe(false);
    await loadAppTranslations();
    expect(i18next.exists("announces.titles.list")).toBe(true);
    expect(i18next.exists("engine.images.alt")).toBe(true);
    // A second setup starts over: its language's resources load again when asked.
    await setupI18n("tr");
    expect(i18next.exists("announces.titles.list")).toBe(false);
    await loadAppTranslations();
    expect(Object.keys(i18next.store.data)).toEqual(["tr"]);
    expect(i18next.exists("announces.titles.list")).toBe(true);
  });
});
