/** At most this many lines in one scan: a large shop's whole stock, still one request. */
export const MAX_SCAN_LINES = 5000;

/** The scanned lines as barcodes: trimmed, empty lines dropped, each barcode once (a second scan of it adds nothing). */
export const distinctBarcodes = (lines: readonly string[]): string[] => [...new Set(lines.map((line) => line.trim()).filter(Boolean))];
