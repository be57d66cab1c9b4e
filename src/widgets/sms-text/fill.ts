/**
 * The placeholders a hand-written text may hold, filled for one client where the value is known (the WhatsApp
 * text; the server fills the SMS itself); an unknown one stays as written.
 */
export const fillPlaceholders = (message: string, values: { musteri?: string | null; firma?: string | null }): string =>
  message.replace(/\{(musteri|firma)\}/g, (whole, name: "musteri" | "firma") => values[name] ?? whole);
