import { currentLanguage } from "../../../i18n/language-store";
import { API_URL, toHttpError } from "../../../providers/http-client";
import { tokenStore } from "../../../providers/token-store";

/** The file name the server gives in Content-Disposition, else the caller's. */
const fileNameOf = (disposition: string | null, fallback: string): string => /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? fallback;

/**
 * Fetches a report's PDF (`GET /api/<path>?<query>`, made by the server) with the session's token and saves it: the
 * file is behind sign-in, so a plain link (which sends no bearer token) cannot open it. Rejects with the server's
 * message, saving nothing.
 */
export async function downloadReportPdf(path: string, query: Record<string, string>, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = { Accept: "application/pdf", "Accept-Language": currentLanguage() };
  const token = tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API_URL}/${path}?${new URLSearchParams(query)}`, { headers }).catch(() => {
    throw toHttpError({ code: "ERR_NETWORK" });
  });
  if (!response.ok) {
    const data = await response.json().catch(() => ({}));
    throw toHttpError({ response: { status: response.status, data } });
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileNameOf(response.headers.get("content-disposition"), fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the object URL may go.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
