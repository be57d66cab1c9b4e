import { currentLanguage } from "../i18n/language-store";
import { toHttpError } from "./http-client";
import { tokenStore } from "./token-store";

/** A file the server made, with the name its Content-Disposition gives (if any). */
export interface SignedInFile {
  blob: Blob;
  fileName?: string;
}

/**
 * Fetches a file behind sign-in (a report's PDF, the cash box's Excel) with the session's token and the user's
 * language: a plain link sends no bearer token, so it cannot open one. Rejects with the server's message when it
 * refuses, or a network error.
 */
export async function fetchSignedInFile(url: string, accept?: string): Promise<SignedInFile> {
  const headers: Record<string, string> = { "Accept-Language": currentLanguage() };
  if (accept) headers.Accept = accept;
  const token = tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { headers }).catch(() => {
    throw toHttpError({ code: "ERR_NETWORK" });
  });
  if (!response.ok) {
    const data = await response.json().catch(() => ({}));
    throw toHttpError({ response: { status: response.status, data } });
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  return { blob: await response.blob(), fileName };
}

/** Hands a fetched file to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the object URL may go.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
