import { currentLanguage } from "../../../i18n/language-store";
import { toHttpError } from "../../../providers/http-client";
import { tokenStore } from "../../../providers/token-store";

/**
 * Fetches a file the server made (`/api/downloads/<token>`) with the session's token and saves it as `fileName`:
 * the address answers only a signed-in user of the company, so a plain link (no bearer token) cannot open it.
 * Rejects when the server refuses or the network fails, and saves nothing then.
 */
export async function saveDownload(url: string, fileName: string): Promise<void> {
  const headers: Record<string, string> = { "Accept-Language": currentLanguage() };
  const token = tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { headers }).catch(() => {
    throw toHttpError({ code: "ERR_NETWORK" });
  });
  if (!response.ok) {
    const data = await response.json().catch(() => ({}));
    throw toHttpError({ response: { status: response.status, data } });
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the object URL may go.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
