/** The bell's panel: at most the window's width less a margin, as on a phone 340 px would run out of it. */
export const PANEL_WIDTH = "min(340px, calc(100vw - 16px))";
