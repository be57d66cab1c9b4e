import type { Plugin } from "vite";

/**
 * Imports inside antd that the build points at a lazy stand-in (issue 9, item 4, login budget): antd's form label
 * imports Tooltip for the `tooltip` prop of Form.Item, which this app never sets, so every form, the login form
 * among them, carried Tooltip and @rc-component/trigger (~8 KB gzip) in the first download.
 * src/widgets/lazy-tooltip.tsx renders the real Tooltip once its code has arrived, so a label tooltip would still
 * work (appearing a moment later); every other Tooltip import is antd's own.
 */
export const LAZY_IMPORTS: ReadonlyArray<{ importer: RegExp; source: string; replacement: string }> = [
  { importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]form[\\/]FormItemLabel\.js$/, source: "../tooltip", replacement: "src/widgets/lazy-tooltip.tsx" },
];

/** The replacement file for `source` imported by `importer`, or null when the import stays as it is. */
export function lazyReplacement(source: string, importer: string | undefined): string | null {
  if (!importer) return null;
  return LAZY_IMPORTS.find((entry) => entry.source === source && entry.importer.test(importer))?.replacement ?? null;
}

/** The Vite plugin resolving those imports to their stand-ins, relative to `root` (the project). */
export function lazyImports(root: string): Plugin {
  return {
    name: "lazy-imports",
    enforce: "pre",
    resolveId(source, importer) {
      const replacement = lazyReplacement(source, importer);
      return replacement ? `${root}/${replacement}` : null;
    },
  };
}
