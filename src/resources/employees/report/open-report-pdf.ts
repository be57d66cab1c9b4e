import { API_URL } from "../../../providers/http-client";
import { fetchSignedInFile, saveBlob } from "../../../providers/signed-in-file";

/** How long an opened PDF's object URL lives: the new tab has read it long before. */
const KEEP_URL_MS = 60_000;

/**
 * Opens a report's PDF (`GET /api/<path>?<query>`, made by the server) in a new tab, shown from a blob URL. The tab
 * is opened on the click itself, before the fetch, so no popup blocker stops it; it closes again when the server
 * refuses, and the promise rejects with its message. Where no tab could be opened, the file is saved instead.
 */
export async function openReportPdf(path: string, query: Record<string, string>, fileName: string): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const { blob } = await fetchSignedInFile(`${API_URL}/${path}?${new URLSearchParams(query)}`, "application/pdf");
    if (!tab) return saveBlob(blob, fileName);
    const url = URL.createObjectURL(blob);
    setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
    tab.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
