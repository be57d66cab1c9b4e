import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";

/** Runs a poppler tool on a PDF handed on stdin; its stdout as bytes. */
function poppler(command: string, args: string[], pdf: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`${command} exited ${code}: ${Buffer.concat(err).toString()}`))));
    child.stdin.end(pdf);
  });
}

/**
 * A PDF's text layer as a reader's PDF viewer extracts it (poppler's `pdftotext -layout`, apt package
 * poppler-utils, which `.ci/run` installs): what a test compares with the names it printed.
 */
export const pdfText = async (pdf: Buffer): Promise<string> => (await poppler("pdftotext", ["-layout", "-", "-"], pdf)).toString("utf8");

/**
 * The first page rendered to a PNG file at `dpi` (`pdftoppm`), as a person would see it; the file is written into
 * `directory` (a test's temporary folder) and its path answered.
 */
export async function firstPagePng(pdf: Buffer, directory: string, dpi = 72): Promise<string> {
  const source = path.join(directory, "document.pdf");
  await writeFile(source, pdf);
  await poppler("pdftoppm", ["-png", "-r", String(dpi), "-f", "1", "-l", "1", "-singlefile", source, path.join(directory, "page-1")], Buffer.alloc(0));
  return path.join(directory, "page-1.png");
}
