/**
 * The browser's own ResizeObserver, which the build gives antd's resize observer (rc-resize-observer) in place of
 * resize-observer-polyfill (vite.config.ts): that polyfill hands back the native one in every browser the app
 * supports, yet its fallback code (~2.4 KB gzip) was part of the first download of every page.
 */
export default globalThis.ResizeObserver;
