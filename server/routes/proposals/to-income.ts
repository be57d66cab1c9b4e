import type { ActionHandler } from "../../engine/action-routes";
import { AppError, invalid } from "../../errors";
import { translate } from "../../i18n";
import { assertLines, linesTotal, moneyText } from "../accountings/record-money";
import type { Repositories, Row } from "../../data";

const TITLE_LENGTH = 120;

/** The product's own tax rate, also for a product in the bin (a quote keeps its rows). */
async function ownTax(repos: Repositories, serviceId: number): Promise<number> {
  const services = repos.resource("services");
  const product = (await services.get(serviceId)) ?? (await services.get(serviceId, { binned: true }));
  return Number(product?.tax ?? 0);
}

/**
 * 'Gelire Dönüştür' (spec §7 `change-proposal-to-income/{id}`): the quote becomes ONE income record dated and paid
 * as chosen, titled with the customer's name, with one line per quote row (the product, piece 1, the offered price,
 * no discount, the product's own tax); its price is the lines' total. The record and its audit entry are written
 * in the action's unit of work with the quote's row locked; the quote then names the record (`income_id`, which
 * closes the action: `proposalOpen`) and is accepted. A closed day refuses the record (the trigger's 409).
 */
export const proposalToIncome: ActionHandler = async ({ row, body, repos }) => {
  const rows = await repos.resource("proposal_lines").linesOf("proposal_id", row.id as number);
  if (rows.length === 0) throw invalid("lines", "server.proposals.noLines");
  const lines: Row[] = [];
  for (const line of rows) lines.push({ service_id: line.service_id, piece: 1, price: line.price, discount: "0.00", tax: await ownTax(repos, line.service_id as number) });
  // An offered price under one lira cannot be a record's line (spec §5): named on the quote's row.
  assertLines(lines);
  const title = translate("tr", "server.proposals.incomeTitle", { name: String(row.customer_name ?? "") }).slice(0, TITLE_LENGTH);
  const records = repos.resource("accountings");
  const created = await records.create({
    kind: "income",
    type: "income",
    title,
    date: body.date,
    price: moneyText(linesTotal(lines)),
    payment_type: body.payment_type,
    type_of_payment: "one_time",
  });
  const lineRepository = repos.resource("accounting_lines");
  const written: Row[] = [];
  for (const [position, line] of lines.entries()) written.push(await lineRepository.create({ accounting_id: created.id, ...line, position }));
  const after = { ...created, lines: written.map(({ id, service_id, piece, price, discount, tax }) => ({ id, service_id, piece, price, discount, tax })) };
  await repos.audit.recordChange({ action: "create", resource: "accountings", recordId: created.id as number, after });
  const updated = await repos.resource("proposals").update(row.id as number, { income_id: created.id, status: "accepted" });
  if (!updated) throw new AppError(404, "server.errors.notFound");
};
