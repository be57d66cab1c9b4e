/**
 * Contracts are made here (issue 15; the contract: ./types.ts): from the shop's template of the kind (or the
 * default Turkish one while it has none), its placeholders filled from the order, its client, the company and the
 * order's records, then sanitised. Each carries a public token (32 random bytes, base64url) that prints it at
 * `/sozlesme/<token>` without signing in; no id leads there.
 */
import { randomBytes } from "node:crypto";
import type { Repositories, Row } from "../data";
import { translate } from "../i18n";
import { sanitizeUserHtml } from "../engine/sanitize";
import { AppError } from "../errors";
import { contractTemplateFor } from "../../src/domain/contracts/default-templates";
import { renderContract, type ContractProductLine, type ContractValues } from "../../src/domain/contracts/placeholders";
import { kurusFromDecimalString, lineTotal, type Kurus } from "../../src/domain/money";
import type { ContractKind, ContractWriter, OrderContracts } from "./types";

export type { ContractKind, ContractWriter, OrderContracts } from "./types";

/** The kinds an order writes: its sale or lease contract and its order contract (an edit replaces these). */
const ORDER_KINDS: readonly ContractKind[] = ["sales", "lease", "order"];

/** A public token: 32 random bytes as base64url (43 characters). */
export const newPublicToken = (): string => randomBytes(32).toString("base64url");

/** A token as the server makes them; anything else is never looked up. */
export const isPublicToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

/** A contract's title: `server.contracts.titles.<kind>` in Turkish, the contract's own language. */
export const contractTitle = (kind: ContractKind): string => translate("tr", `server.contracts.titles.${kind}`);

const kurus = (value: unknown): Kurus => {
  if (typeof value === "number") return Math.round(value * 100);
  if (typeof value !== "string" || value.trim() === "") return 0;
  return kurusFromDecimalString(value);
};

const text = (value: unknown): string | null => (value === null || value === undefined || value === "" ? null : String(value));

const isoOf = (value: unknown): string | null => {
  if (value instanceof Date) return value.toISOString();
  return text(value);
};

const earliest = (values: (string | null | undefined)[]): string | null => values.filter((v): v is string => !!v).sort()[0] ?? null;
const latest = (values: (string | null | undefined)[]): string | null => values.filter((v): v is string => !!v).sort().at(-1) ?? null;

/** The shop and the client as the placeholders print them. */
async function partyValues(repos: Repositories, clientId: number): Promise<ContractValues> {
  const company = await repos.company.get();
  const client = await repos.resource("clients").get(clientId);
  if (!client) throw new AppError(404, "server.errors.notFound");
  const isBusiness = client.type !== "person" && !!client.company_name;
  return {
    firma: text(company?.title) ?? text(company?.full_name),
    firma_telefon: text(company?.phone),
    firma_adres: text(company?.address),
    musteri: isBusiness ? text(client.company_name) : text(client.full_name),
    musteri_telefon: text(client.gsm) ?? text(client.phone),
    musteri_tc: text(client.identity_number) ?? text(client.tax_no),
    musteri_adres: text(client.address),
  };
}

/** The product lines of the order, named from their products. */
async function orderLines(repos: Repositories, processId: number): Promise<ContractProductLine[]> {
  const lines = await repos.resource("process_lines").linesOf("process_id", processId);
  const services = repos.resource("services");
  const out: ContractProductLine[] = [];
  for (const line of lines) {
    const product = await services.get(line.service_id as number, {});
    const piece = Number(line.piece ?? 1);
    const price = kurus(line.price);
    const discount = kurus(line.discount);
    const tax = Number(line.tax ?? 0);
    out.push({
      name: text(product?.name) ?? `#${String(line.service_id)}`,
      barcode: text(product?.barcode),
      piece,
      price,
      discount,
      tax,
      total: lineTotal({ piece, price, discount: Math.min(discount, price), tax }),
      issue_date: text(line.issue_date),
      delivery_date: text(line.delivery_date),
      service_at: isoOf(line.service_at),
    });
  }
  return out;
}

/** Every record the order wrote (income, credit, payments), all of them: an order has a handful. */
async function orderRecords(repos: Repositories, processId: number): Promise<Row[]> {
  const page = await repos.resource("accountings").list({ page: 1, perPage: 500, filters: { process_id: processId }, sort: "id", order: "asc" });
  return page.rows;
}

/**
 * The money of an order as its contracts print it (common.md "the money model"): paid now, the income is the
 * total and nothing is left; a kapora, the payments against the credit made with the order and what is left of
 * the credit; all later, no kapora and the credit's remainder.
 */
export function orderMoney(order: Row, records: Row[], total: Kurus): { toplam: Kurus; kapora: Kurus; kalan: Kurus } {
  const own = records.filter((record) => record.lease_id === null || record.lease_id === undefined);
  const credit = own.find((record) => record.kind === "credit");
  const income = own.find((record) => record.kind === "income");
  if (order.payment_style === "now" || (income && !credit)) return { toplam: total, kapora: total, kalan: 0 };
  const paid = credit
    ? own.filter((record) => record.kind === "payment" && record.credit_id === credit.id).reduce((sum, record) => sum + kurus(record.price), 0)
    : 0;
  const kapora = order.payment_style === "later" ? 0 : order.deposit !== undefined && order.deposit !== null ? kurus(order.deposit) : paid;
  const kalan = credit && credit.remaining !== undefined && credit.remaining !== null ? kurus(credit.remaining) : Math.max(0, total - kapora);
  return { toplam: total, kapora, kalan };
}

async function templateOf(repos: Repositories, kind: ContractKind): Promise<string> {
  const saved = await repos.resource("contract_templates").single();
  return contractTemplateFor(kind, saved as Partial<Record<ContractKind, string | null>> | undefined);
}

async function createContract(repos: Repositories, kind: ContractKind, values: ContractValues, links: { processId?: number | null; clientId: number }): Promise<Row> {
  const html = sanitizeUserHtml(renderContract(await templateOf(repos, kind), values));
  const created = await repos.resource("contracts").create({
    title: contractTitle(kind),
    kind,
    html,
    process_id: links.processId ?? null,
    client_id: links.clientId,
    public_token: newPublicToken(),
  });
  await repos.audit.recordChange({ action: "create", resource: "contracts", recordId: created.id as number, after: created });
  return created;
}

/** The contracts of an order of the given kinds (before an edit replaces them). */
async function contractsOf(repos: Repositories, processId: number): Promise<Row[]> {
  const page = await repos.resource("contracts").list({ page: 1, perPage: 100, filters: { process_id: processId }, sort: "id", order: "asc" });
  return page.rows.filter((row) => ORDER_KINDS.includes(row.kind as ContractKind));
}

const today = (): string => new Date().toISOString();

export const contractWriter: ContractWriter = {
  async writeOrderContracts(repos, processId): Promise<OrderContracts> {
    const order = await repos.resource("processes").get(processId);
    if (!order) throw new AppError(404, "server.errors.notFound");
    const clientId = order.client_id as number;
    const lines = await orderLines(repos, processId);
    const total = order.total !== undefined && order.total !== null ? kurus(order.total) : lines.reduce((sum, line) => sum + line.total, 0);
    const money = orderMoney(order, await orderRecords(repos, processId), total);
    const values: ContractValues = {
      ...(await partyValues(repos, clientId)),
      sozlesme_no: text(order.contract_no),
      tarih: isoOf(order.created_at) ?? today(),
      dugun_tarihi: text(order.wedding_date),
      cekim_tarihi: text(order.photo_date),
      teslim_tarihi: earliest(lines.map((line) => line.issue_date)),
      iade_tarihi: latest(lines.map((line) => line.delivery_date)),
      urunler: lines,
      ...money,
    };
    // An edit makes them again: the old ones go (their links with them) and the new ones take their place.
    const contracts = repos.resource("contracts");
    for (const old of await contractsOf(repos, processId)) {
      await contracts.remove(old.id as number);
      await repos.audit.recordChange({ action: "delete", resource: "contracts", recordId: old.id as number, before: old });
    }
    const saleRent = await createContract(repos, order.type === "rent" ? "lease" : "sales", values, { processId, clientId });
    const orderContract = await createContract(repos, "order", values, { processId, clientId });
    return { saleRentContractId: saleRent.id as number, orderContractId: orderContract.id as number };
  },

  async writeContract(repos, input): Promise<Row> {
    // The tailor's and dry cleaner's contracts name their own bookings (tailors, dry); the others leases.
    const bookingResource = input.kind === "tailor" ? "tailors" : input.kind === "dry" ? "dry" : "leases";
    const leases = repos.resource(bookingResource);
    const services = repos.resource("services");
    const lines: ContractProductLine[] = [];
    const records: Row[] = [];
    for (const leaseId of input.leaseIds ?? []) {
      const lease = await leases.get(leaseId);
      if (!lease) throw new AppError(404, "server.errors.notFound");
      const product = await services.get(lease.service_id as number, {});
      const piece = Number(lease.piece ?? 1);
      // A rent's total; a dry cleaner's price; a tailor's charge once it is known.
      const total = kurus(lease.total_price ?? lease.price ?? "0.00");
      lines.push({
        name: text(product?.name) ?? `#${String(lease.service_id)}`,
        barcode: text(product?.barcode),
        piece,
        price: piece > 0 ? Math.round(total / piece) : total,
        discount: 0,
        tax: 0,
        total,
        issue_date: text(lease.issue_date),
        delivery_date: text(lease.delivery_date),
      });
      if (bookingResource !== "leases") continue;
      const page = await repos.resource("accountings").list({ page: 1, perPage: 100, filters: { lease_id: leaseId }, sort: "id", order: "asc" });
      records.push(...page.rows);
    }
    const total = lines.reduce((sum, line) => sum + line.total, 0);
    const credits = records.filter((record) => record.kind === "credit");
    const kalan = credits.reduce((sum, record) => sum + kurus(record.remaining), 0);
    const paidNow = records.filter((record) => record.kind === "income").reduce((sum, record) => sum + kurus(record.price), 0);
    const paidOnCredits = records.filter((record) => record.kind === "payment").reduce((sum, record) => sum + kurus(record.price), 0);
    const values: ContractValues = {
      ...(await partyValues(repos, input.clientId)),
      tarih: today(),
      teslim_tarihi: earliest(lines.map((line) => line.issue_date)),
      iade_tarihi: latest(lines.map((line) => line.delivery_date)),
      urunler: lines,
      toplam: total,
      kapora: paidNow + paidOnCredits,
      kalan,
    };
    if (input.processId) {
      const order = await repos.resource("processes").get(input.processId);
      if (order) {
        values.sozlesme_no = text(order.contract_no);
        values.dugun_tarihi = text(order.wedding_date);
        values.cekim_tarihi = text(order.photo_date);
      }
    }
    return createContract(repos, input.kind, values, { processId: input.processId ?? null, clientId: input.clientId });
  },
};
