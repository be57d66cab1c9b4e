import { currentLanguage } from "../../../i18n/language-store";
import { API_URL, toHttpError } from "../../../providers/http-client";
import { tokenStore } from "../../../providers/token-store";

/** How long an opened PDF's object URL lives: the new tab has read it long before. */
const KEEP_URL_MS = 60_000;

/**
 * Opens a report's PDF (`GET /api/<path>?<query>`, made by the server) in a new tab: fetched with the session's
 * token (a plain link sends none), shown from a blob URL. The tab is opened on the click itself, before the fetch,
 * so no popup blocker stops it; it closes again when the server refuses, and the promise rejects with its message.
 * Where no tab could be opened, the file is saved instead.
 */
export async function openReportPdf(path: string, query: Record<string, string>, fileName: string): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const headers: Record<string, string> = { Accept: "application/pdf", "Accept-Language": currentLanguage() };
    const token = tokenStore.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${API_URL}/${path}?${new URLSearchParams(query)}`, { headers }).catch(() => {
      throw toHttpError({ code: "ERR_NETWORK" });
    });
    if (!response.ok) throw toHttpError({ response: { status: response.status, data: await response.json().catch(() => ({})) } });
    const url = URL.createObjectURL(await response.blob());
    setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
    if (tab) {
      tab.location.href = url;
      return;
    }
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } catch (error) {
    tab?.close();
    throw error;
  }
}
