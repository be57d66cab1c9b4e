// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { printInWindow } from "./print-window";

/** A frame holding the document react-to-print prepared. */
const preparedFrame = () => {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  frame.contentDocument!.body.innerHTML = '<div data-testid="sheet">Prenses Gelinlik 100042</div>';
  return frame;
};

/** A stand-in for the window.open result, with its own empty document. */
const fakeWindow = () => {
  const target = { document: document.implementation.createHTMLDocument(""), focus: vi.fn(), print: vi.fn(), close: vi.fn() };
  return target;
};

describe("printInWindow", () => {
  it("opens an 800x900 window, moves the prepared labels into it, prints and closes it", async () => {
    const target = fakeWindow();
    const open = vi.fn(() => target as unknown as Window);
    await printInWindow(preparedFrame(), open);
    expect(open).toHaveBeenCalledWith("", "barcode-labels", "width=800,height=900");
    expect(target.document.body.textContent).toBe("Prenses Gelinlik 100042");
    expect(target.print).toHaveBeenCalledOnce();
    expect(target.close).toHaveBeenCalledOnce();
  });

  it("prints from the frame itself when the browser blocks the window", async () => {
    const frame = preparedFrame();
    const print = vi.spyOn(frame.contentWindow!, "print").mockImplementation(() => undefined);
    await printInWindow(frame, () => null);
    expect(print).toHaveBeenCalledOnce();
  });
});
