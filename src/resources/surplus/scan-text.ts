/** The scanned text as barcodes: one a line (a scanner types it and Enter), trimmed, empty lines dropped, each once. */
export const barcodesOf = (text: string): string[] => [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean))];

/** At most this many lines in one scan (the server's limit too). */
export const MAX_SCAN_LINES = 5000;

const keyOf = (companyId: number | undefined) => `surplus-scan:${companyId ?? "own"}`;

/**
 * The scan of one shop, kept in this browser until it is cleared: a count of a few hundred pieces survives a
 * reload or a closed tab. The server stores no scan (the barcodes travel with each request).
 */
export const scanStore = {
  read: (companyId: number | undefined): string => {
    try {
      return localStorage.getItem(keyOf(companyId)) ?? "";
    } catch {
      return "";
    }
  },
  write: (companyId: number | undefined, text: string): void => {
    try {
      if (text) localStorage.setItem(keyOf(companyId), text);
      else localStorage.removeItem(keyOf(companyId));
    } catch {
      // A full or blocked storage only costs the scan on reload.
    }
  },
};
