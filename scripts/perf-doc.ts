import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

/** The middle value (mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * `markdown` with the text between `<!-- name:start -->` and `<!-- name:end -->` replaced by `body`; the markers
 * stay, so the next run finds them again. A missing marker is an error: a script must not silently write nothing.
 */
export function replaceSection(markdown: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end, from + start.length);
  if (from < 0 || to < 0) throw new Error(`section markers ${start} … ${end} not found`);
  return `${markdown.slice(0, from + start.length)}\n${body.trim()}\n${markdown.slice(to)}`;
}

/** Writes `body` into the named section of a markdown file. */
export function writeSection(file: string, name: string, body: string): void {
  writeFileSync(file, replaceSection(readFileSync(file, "utf8"), name, body));
}

/** One line about the machine a measurement ran on. */
export function machineLine(extra: string[] = []): string {
  const cpus = os.cpus();
  const parts = [
    `${cpus[0]?.model.trim() ?? "unknown CPU"}, ${cpus.length} cores`,
    `${Math.round(os.totalmem() / 2 ** 30)} GB RAM`,
    `load ${os.loadavg()[0].toFixed(2)}`,
    `Node ${process.version}`,
    `${os.platform()} ${os.release()}`,
    ...extra,
    new Date().toISOString().slice(0, 10),
  ];
  return parts.join(" · ");
}
