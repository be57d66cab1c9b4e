import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

/**
 * findBy*, waitFor: the one upper bound for every component test. A wait ends as soon as its element or
 * state is there; the bound only decides when a missing one fails. On a machine shared with other runs,
 * the first render (lazy page chunk, antd) takes longer than Testing Library's default second.
 */
configure({ asyncUtilTimeout: 30_000 });

/**
 * jsdom lacks what antd measures with: matchMedia (Grid breakpoints), getComputedStyle with a
 * pseudo-element (scrollbar size), ResizeObserver. Import this first in component tests.
 */
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

if (!("ResizeObserver" in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
});
