/** Spec §2: labels print from a window of 800 × 900. */
export const PRINT_WINDOW = { width: 800, height: 900 } as const;

/** An image has arrived, or failed: either way the print need not wait for it longer. */
const settled = (image: HTMLImageElement): Promise<void> =>
  image.complete
    ? Promise.resolve()
    : new Promise((resolve) => {
        image.addEventListener("load", () => resolve(), { once: true });
        image.addEventListener("error", () => resolve(), { once: true });
      });

/**
 * react-to-print's `print`: instead of printing its hidden frame, the prepared document (the labels with the
 * page's styles) moves into an 800 × 900 window, which prints once its images are in and then closes. With the
 * window blocked, the frame prints as react-to-print would have.
 */
export async function printInWindow(frame: HTMLIFrameElement, open: typeof window.open = window.open.bind(window)): Promise<void> {
  const prepared = frame.contentDocument;
  const target = open("", "barcode-labels", `width=${PRINT_WINDOW.width},height=${PRINT_WINDOW.height}`);
  if (!prepared || !target) {
    frame.contentWindow?.print();
    return;
  }
  const copy = target.document.importNode(prepared.documentElement, true);
  target.document.replaceChild(copy, target.document.documentElement);
  await Promise.all([...target.document.images].map(settled));
  target.focus();
  target.print();
  target.close();
}
