/**
 * Replaces what stands between `<!-- name:start -->` and `<!-- name:end -->` in a document, keeping the
 * markers, so a script rewrites its own section and nothing else. A missing or doubled marker is an error.
 */
export function replaceSection(document: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < 0 || to < from) throw new Error(`the document has no ${start} … ${end} section`);
  if (document.indexOf(start, from + 1) >= 0 || document.indexOf(end, to + 1) >= 0) throw new Error(`the ${name} markers appear twice`);
  return `${document.slice(0, from + start.length)}\n${content.trim()}\n${document.slice(to)}`;
}
