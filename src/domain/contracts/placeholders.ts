/**
 * The placeholders a contract template may hold (Tanımlamalar's five templates, `contract_templates`), filled when
 * a contract is made (server/contracts): the shop, the client, the order's dates, its products as a table and its
 * money. Every value is escaped: a client named `<script>` prints as text. Dates print DD.MM.YYYY, money
 * "2.000,00 ₺". The contract's text is Turkish whatever the staff's language (the shop's own template).
 */
import { decimalStringFromKurus, type Kurus } from "../money";

export const CONTRACT_PLACEHOLDERS = [
  "firma",
  "firma_telefon",
  "firma_adres",
  "musteri",
  "musteri_telefon",
  "musteri_tc",
  "musteri_adres",
  "sozlesme_no",
  "tarih",
  "dugun_tarihi",
  "cekim_tarihi",
  "teslim_tarihi",
  "iade_tarihi",
  "urunler",
  "toplam",
  "kapora",
  "kalan",
] as const;
export type ContractPlaceholder = (typeof CONTRACT_PLACEHOLDERS)[number];

/** One row of `{urunler}`: a product or service of the order with its money (kuruş) and dates (ISO). */
export interface ContractProductLine {
  name: string;
  barcode?: string | null;
  piece: number;
  /** Unit price, kuruş. */
  price: Kurus;
  /** Discount per unit, kuruş. */
  discount: Kurus;
  /** Tax percent. */
  tax: number;
  /** The line's total, kuruş (spec §9 "Totals": piece × (price − discount) + tax, rounded up to the lira). */
  total: Kurus;
  issue_date?: string | null;
  delivery_date?: string | null;
  /** A service's date and time (ISO instant). */
  service_at?: string | null;
}

/**
 * What a contract is filled with. Texts as stored, dates ISO ("2026-11-24" or an instant), money in kuruş;
 * a missing value prints empty.
 *  - `tarih`: the contract's day; `dugun_tarihi`, `cekim_tarihi`: the order's wedding and photo days;
 *  - `teslim_tarihi`: the day the products go to the client (the earliest issue date of the lines);
 *  - `iade_tarihi`: the day they come back (the latest delivery date of the lines);
 *  - `toplam`: the order's total; `kapora`: what was paid when it was made; `kalan`: what is still due.
 */
export interface ContractValues {
  firma?: string | null;
  firma_telefon?: string | null;
  firma_adres?: string | null;
  musteri?: string | null;
  musteri_telefon?: string | null;
  musteri_tc?: string | null;
  musteri_adres?: string | null;
  sozlesme_no?: string | null;
  tarih?: string | null;
  dugun_tarihi?: string | null;
  cekim_tarihi?: string | null;
  teslim_tarihi?: string | null;
  iade_tarihi?: string | null;
  urunler?: readonly ContractProductLine[];
  toplam?: Kurus | null;
  kapora?: Kurus | null;
  kalan?: Kurus | null;
}

const DATE_PLACEHOLDERS = new Set<ContractPlaceholder>(["tarih", "dugun_tarihi", "cekim_tarihi", "teslim_tarihi", "iade_tarihi"]);
const MONEY_PLACEHOLDERS = new Set<ContractPlaceholder>(["toplam", "kapora", "kalan"]);

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe to stand in HTML, as an element's text or an attribute's value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Kuruş → "2.000,00 ₺" (Turkish separators, the sign after a no-break space). */
export function formatContractMoney(kurus: Kurus): string {
  const [whole, fraction] = decimalStringFromKurus(kurus).split(".");
  const negative = whole.startsWith("-");
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${negative ? "-" : ""}${grouped},${fraction}\u00a0₺`;
}

/**
 * An ISO day or instant → "DD.MM.YYYY" (an instant with its time, "DD.MM.YYYY HH:mm", read on Türkiye's clock,
 * UTC+3 all year); anything else is printed as given.
 */
export function formatContractDate(value: string, withTime = false): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const instant = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant.getTime())) return value;
  const local = new Date(instant.getTime() + 3 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${pad(local.getUTCDate())}.${pad(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`;
  return withTime ? `${date} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}` : date;
}

const TABLE_HEADERS = ["Ürün", "Barkod", "Adet", "Birim Fiyat", "İndirim", "KDV", "Toplam", "Tarihler"];

function lineDates(line: ContractProductLine): string {
  if (line.service_at) return formatContractDate(line.service_at, true);
  const from = line.issue_date ? formatContractDate(line.issue_date) : "";
  const to = line.delivery_date ? formatContractDate(line.delivery_date) : "";
  if (from && to) return `${from} – ${to}`;
  return from || to;
}

/** `{urunler}`: the order's products as an HTML table (every cell escaped). */
export function productsTable(lines: readonly ContractProductLine[]): string {
  const cell = (text: string) => `<td>${escapeHtml(text)}</td>`;
  const head = `<thead><tr>${TABLE_HEADERS.map((title) => `<th>${escapeHtml(title)}</th>`).join("")}</tr></thead>`;
  const rows = lines.map(
    (line) =>
      `<tr>${[
        line.name,
        line.barcode ?? "",
        String(line.piece),
        formatContractMoney(line.price),
        formatContractMoney(line.discount),
        `%${line.tax}`,
        formatContractMoney(line.total),
        lineDates(line),
      ]
        .map(cell)
        .join("")}</tr>`,
  );
  return `<table>${head}<tbody>${rows.join("")}</tbody></table>`;
}

/** One placeholder's value as HTML (escaped), or "" when it has none. */
export function placeholderHtml(name: ContractPlaceholder, values: ContractValues): string {
  if (name === "urunler") return productsTable(values.urunler ?? []);
  const value = values[name];
  if (value === null || value === undefined || value === "") return "";
  if (MONEY_PLACEHOLDERS.has(name)) return escapeHtml(formatContractMoney(value as Kurus));
  if (DATE_PLACEHOLDERS.has(name)) return escapeHtml(formatContractDate(String(value)));
  return escapeHtml(String(value));
}

const PATTERN = new RegExp(`\\{(${CONTRACT_PLACEHOLDERS.join("|")})\\}`, "g");

/**
 * The template (HTML) with every known placeholder replaced by its escaped value; an unknown `{…}` stays as
 * typed. The template's own HTML is kept as it is: it is sanitised when saved and the contract again when made.
 */
export function renderContract(template: string, values: ContractValues): string {
  return template.replace(PATTERN, (_typed, name: ContractPlaceholder) => placeholderHtml(name, values));
}
