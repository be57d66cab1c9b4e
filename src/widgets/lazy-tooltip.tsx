import type { TooltipProps } from "antd";
import { Suspense, lazy, type ReactNode } from "react";

const Tooltip = lazy(() => import("antd/es/tooltip"));

/**
 * antd's Tooltip, fetched when first rendered; its target shows meanwhile. The build gives it to antd's form labels
 * in place of Tooltip (scripts/bundle-lazy-imports.ts), so forms without label tooltips do not download it.
 */
const LazyTooltip = (props: TooltipProps) => (
  <Suspense fallback={props.children as ReactNode}>
    <Tooltip {...props} />
  </Suspense>
);

export default LazyTooltip;
