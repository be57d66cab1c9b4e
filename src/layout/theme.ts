import type { ThemeConfig } from "antd";

/**
 * The app's antd theme, in one place (src/App.tsx's ConfigProvider). antd's defaults fail WCAG AA's 4.5:1 for
 * normal text on white: its blue #1677ff (links, white text on primary buttons) reaches 4.1:1, secondary and
 * descriptive text (45 % black, #8c8c8c) 3.4:1, placeholders (25 % black) 1.9:1, danger red 3.3:1, a gold tag 2.8:1. These reach 4.5:1 or more on
 * white and on antd's light grey fills (#fafafa); the sweep in e2e/screens.spec.ts checks it with axe on every page.
 */
export const appTheme: ThemeConfig = {
  token: {
    // antd's blue-7: 5.9:1 with white text, 5.6:1 as a link on #fafafa.
    colorPrimary: "#0958d9",
    colorLink: "#0958d9",
    // 62 % black (#616161): 6.2:1 on white.
    colorTextTertiary: "rgba(0, 0, 0, 0.62)",
    colorTextDescription: "rgba(0, 0, 0, 0.62)",
    // 56 % black (#707070): 4.9:1, still lighter than a typed value.
    colorTextPlaceholder: "rgba(0, 0, 0, 0.56)",
    // antd's red-7 (#cf1322): 5.6:1 as error text and on a danger button (its #ff4d4f: 3.3:1).
    colorError: "#cf1322",
    // Status tags ('success', 'warning': a lease taken back, a sent SMS) write in these on their light fills:
    // antd's green-8 reaches 5.9:1 on #f6ffed (its #52c41a 2.2:1), gold-8 5.3:1 on #fffbe6 (its #faad14 1.9:1).
    colorSuccess: "#237804",
    colorWarning: "#ad6800",
    // antd derives the fills from those seeds (a grey-green #adb8a5, 2.7:1): keep its own light fills and borders.
    colorSuccessBg: "#f6ffed",
    colorSuccessBorder: "#b7eb8f",
    colorWarningBg: "#fffbe6",
    colorWarningBorder: "#ffe58f",
    // Coloured tags write in their palette's 7th shade on its 1st; where that is under 4.5:1, the 9th shade.
    gold7: "#874d00",
    orange7: "#873800",
    volcano7: "#871400",
    green7: "#135200",
    cyan7: "#00474f",
    lime7: "#3f6600",
  },
};
