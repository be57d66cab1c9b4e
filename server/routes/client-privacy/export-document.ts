import { formatMoney } from "../../../src/engine/format";
import trClients from "../../../locales/tr/clients.json";
import deClients from "../../../locales/de/clients.json";
import kuClients from "../../../locales/ku/clients.json";
import trConsents from "../../../locales/tr/client_consents.json";
import deConsents from "../../../locales/de/client_consents.json";
import kuConsents from "../../../locales/ku/client_consents.json";
import type { Row } from "../../data";
import { translate, type Language } from "../../i18n";
import type { DocumentDefinition } from "../services-pdf/render-pdf";
import { CLIENT_PARTS, type ClientPart } from "./client-records";
import type { ClientExport } from "./export-data";

/** The client form's and the consent log's own words (their locale files), so the printout says what the screens say. */
const CLIENT_TEXTS = { tr: trClients, de: deClients, ku: kuClients } as Record<Language, { fields: Record<string, string> }>;
const CONSENT_TEXTS = { tr: trConsents, de: deConsents, ku: kuConsents } as Record<Language, { enums: Record<string, Record<string, string>> }>;

/** Her own fields, in the form's order. */
const PERSONAL_FIELDS = [
  "full_name", "identity_number", "company_name", "tax_office", "tax_no", "gsm", "gsm2", "phone", "email", "website",
  "country", "city", "county", "address", "groom_full_name", "groom_gsm", "groom_identity",
] as const;

const text = (value: unknown): string => (value === null || value === undefined ? "" : String(value));
const day = (value: unknown): string => text(value).slice(0, 10);
const money = (value: unknown, language: Language) => (value === null || value === undefined || value === "" ? "" : formatMoney(String(value), language));

/** What one row of each part prints: a date, a title and an amount or detail. */
function rowCells(part: ClientPart, row: Row, language: Language): [string, string, string] {
  const t = (key: string) => translate(language, `server.privacy.pdf.${key}`);
  switch (part) {
    case "consents": {
      const enums = CONSENT_TEXTS[language].enums;
      return [text(row.created_at).replace("T", " ").slice(0, 16), enums.purpose?.[text(row.purpose)] ?? text(row.purpose), `${row.granted ? t("yes") : t("no")} · ${enums.channel?.[text(row.channel)] ?? text(row.channel)}`];
    }
    case "orders":
      return [day(row.created_at), [text(row.type), text(row.contract_no)].filter(Boolean).join(" · "), money(row.total, language)];
    case "leases":
    case "tailors":
    case "dry":
      return [`${day(row.issue_date)} – ${day(row.delivery_date)}`, text(row.status), money(row.total_price ?? row.price, language)];
    case "accountings":
      return [day(row.date), text(row.title), money(row.price, language)];
    case "contracts":
      return [day(row.created_at), text(row.title), ""];
    case "dimensions": {
      const measures = ["gogus", "bel", "basen", "beden_boyu"].filter((field) => row[field] !== null && row[field] !== undefined).map((field) => `${field}: ${text(row[field])}`);
      return [day(row.updated_at ?? row.created_at), measures.join(", "), [text(row.not1), text(row.not2)].filter(Boolean).join(" ")];
    }
    case "appointments":
    case "coiffeur_appointments":
      return [`${day(row.start_date)} ${text(row.start_time)}`, text(row.status), text(row.description)];
    case "sms_messages":
      return [text(row.created_at).replace("T", " ").slice(0, 16), text(row.phone), text(row.message)];
    case "photos":
      return [day(row.created_at), text(row.image), ""];
    case "products":
      return [day(row.created_at), text(row.title), money(row.price, language)];
    case "links":
      return [day(row.created_at), text(row.channel), `→ ${day(row.expires_at)}${row.revoked_at ? ` (${day(row.revoked_at)})` : ""}`];
  }
}

/**
 * The export as a readable A4 document (pdfmake): the shop, her identity and contact details, then one table per
 * kind of record the shop holds about her, each with a date, a title and an amount or detail. Texts in the
 * caller's language; the values as stored.
 */
export function clientExportDocument(data: ClientExport, language: Language, companyTitle: string): DocumentDefinition {
  const t = (key: string) => translate(language, `server.privacy.pdf.${key}`);
  const labels = CLIENT_TEXTS[language].fields;
  const client = data.client;
  const identity = PERSONAL_FIELDS.filter((field) => text(client[field]) !== "").map((field) => [{ text: labels[field] ?? field, bold: true }, text(client[field])]);
  const accounts = Array.isArray(client.accounts) ? (client.accounts as Row[]) : [];
  for (const account of accounts) identity.push([{ text: labels.accounts ?? "IBAN", bold: true }, [account.bank_name, account.branch_name, account.account_number, account.iban].map(text).filter(Boolean).join(" · ")]);
  const sections = (Object.keys(CLIENT_PARTS) as ClientPart[]).flatMap((part) => {
    const rows = data[part];
    return [
      { text: t(`sections.${part}`), style: "section" },
      rows.length === 0
        ? { text: t("none"), italics: true }
        : {
            table: {
              headerRows: 1,
              widths: ["auto", "*", "auto"],
              body: [[t("date"), t("title_"), t("detail")].map((header) => ({ text: header, style: "header" })), ...rows.map((row) => rowCells(part, row, language))],
            },
            layout: "lightHorizontalLines",
          },
    ];
  });
  return {
    pageSize: "A4",
    pageMargins: [32, 32, 32, 40],
    info: { title: t("title"), creator: companyTitle },
    defaultStyle: { font: "Roboto", fontSize: 9 },
    styles: { company: { fontSize: 14, bold: true }, title: { fontSize: 12, margin: [0, 4, 0, 4] }, section: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] }, header: { bold: true, fillColor: "#f0f0f0" } },
    content: [
      { text: companyTitle, style: "company" },
      { text: t("title"), style: "title" },
      { text: `${t("madeAt")}: ${data.exported_at.replace("T", " ").slice(0, 16)}`, margin: [0, 0, 0, 8] },
      { text: t("identity"), style: "section" },
      { table: { widths: ["auto", "*"], body: identity.length ? identity : [[t("none"), ""]] }, layout: "lightHorizontalLines" },
      ...sections,
    ],
    footer: (current: number, count: number) => ({ text: `${current} / ${count}`, alignment: "center", fontSize: 8, margin: [0, 12, 0, 0] }),
  };
}
