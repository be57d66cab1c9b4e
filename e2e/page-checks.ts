import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** WCAG 2.1 A and AA, as the issue asks. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING_IMPACTS = new Set(["critical", "serious"]);

/** One axe finding, kept for the tally the run prints (SCREENS_REPORT). */
export interface Finding {
  page: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/**
 * Waits until the page has drawn its content: its title (every page has one h1, which headingProblems checks)
 * and no spinner or skeleton left, so the rows its requests bring are in.
 */
export async function waitForContent(page: Page): Promise<void> {
  // A list asks again once the shop's day is known (the lease overview's 'now'): the page is drawn when the
  // network is quiet, not at its first answer, whose rows would still fade out under the next one's spinner.
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1").first(), `${page.url()}: no h1 drawn`).toBeVisible();
  await expect(page.locator(".ant-spin-spinning, .ant-skeleton-active, .ant-spin-fullscreen-show")).toHaveCount(0);
  // A modal or dropdown still fading in has its colours mixed with the page's: axe would measure the mix.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Where the page is wider than the window: its width and the outermost elements that reach past the right edge. */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 3).map((name) => `.${name}`).join("");
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes} (right ${Math.round(element.getBoundingClientRect().right)} px) "${text}"`;
    };
    // An element is to blame when it reaches past the edge and its parent does not (the outermost culprit).
    const past = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const culprits = [...document.body.querySelectorAll("*")].filter((element) => past(element) && element.parentElement && !past(element.parentElement));
    return `the page is ${scrollWidth} px wide in a ${width} px window; past the edge: ${culprits.slice(0, 5).map(describe).join("; ")}`;
  });
}

/** axe's critical and serious violations on the page as it stands. */
export async function blockingViolations(page: Page, label: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""))
    .map((violation) => ({
      page: label,
      rule: violation.id,
      impact: violation.impact ?? "",
      nodes: violation.nodes.slice(0, 3).map((node) => `${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1, 2).join("").trim() ?? ""}`),
    }));
}

/** Headings: exactly one h1, and none without text (an icon-only heading reads as nothing). */
export async function headingProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const h1 = await page.locator("h1").count();
  if (h1 !== 1) problems.push(`${h1} h1 elements (want exactly one)`);
  const empty = await page.locator("h1, h2, h3, h4, h5, h6, [role=heading]").evaluateAll((headings) =>
    headings.filter((heading) => (heading.textContent ?? "").trim() === "" && !heading.getAttribute("aria-label")).map((heading) => heading.outerHTML.slice(0, 80)),
  );
  for (const heading of empty) problems.push(`empty heading ${heading}`);
  return problems;
}

/** Whether a popup (a dropdown panel) lies inside the window, with the edge it crosses. */
export async function outsideWindow(popup: Locator): Promise<string | null> {
  const box = await popup.boundingBox();
  if (!box) return "not rendered";
  const width = await popup.page().evaluate(() => window.innerWidth);
  if (box.x < 0) return `starts ${Math.round(-box.x)} px left of the window`;
  if (box.x + box.width > width + 0.5) return `ends ${Math.round(box.x + box.width - width)} px right of the window`;
  return null;
}

/**
 * Table cells whose words break across lines (a squeezed column: one letter per line, an IBAN run down the
 * cell): a text may wrap between its words, so a text on more lines than it has words had a word cut.
 */
export async function brokenWords(page: Page): Promise<string[]> {
  return page.locator("td, th").evaluateAll((cells) =>
    cells.flatMap((cell) => {
      if ((cell as HTMLElement).offsetParent === null) return [];
      const cut: string[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A nested table's cells are checked as cells of their own.
        if (node.parentElement?.closest("td, th") !== cell) continue;
        const text = (node.textContent ?? "").trim();
        if (text === "") continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > text.split(/\s+/).length) cut.push(`"${text.slice(0, 30)}" on ${lines.size} lines`);
      }
      return cut;
    }),
  );
}
