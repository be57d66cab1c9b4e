/**
 * Screens the top bar may link to that exist today. Lock (/kilit), support (/destek) and settings
 * (/ayarlar) are added here when their pages are built: a link to a screen that does not exist
 * yet is left out rather than shown dead.
 */
export const builtRoutes: ReadonlySet<string> = new Set<string>(["/anasayfa", "/ayarlar"]);

export const TOP_BAR_LINKS = [
  { path: "/kilit", label: "layout.links.lock", icon: "lock" },
  { path: "/destek", label: "layout.links.support", icon: "customer-service" },
  { path: "/ayarlar", label: "layout.links.settings", icon: "setting" },
] as const;

export const builtTopBarLinks = (built: ReadonlySet<string> = builtRoutes) => TOP_BAR_LINKS.filter((link) => built.has(link.path));
