import { useRef } from "react";
import { useReactToPrint } from "react-to-print";
import { printInWindow } from "./print-window";

/** A ref for the sheet and the function that prints it in the 800 × 900 window. */
export const usePrintLabels = (title: string) => {
  const contentRef = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({ contentRef, documentTitle: title, print: printInWindow, pageStyle: "@page { margin: 8mm; }" });
  return { contentRef, print: () => print() };
};
