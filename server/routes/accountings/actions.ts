import type { ActionHandler } from "../../engine/action-routes";
import { assertEmployeePayAllowed } from "./kinds";
import { continueCredit, settle, writeReversal } from "./settle";

/** Credit → income ('Ödeme Alındı'): the rest is received on the date; a recurring credit continues as a new one. */
export const receive: ActionHandler = async ({ row, body, repos }) => {
  await settle(repos, row, { date: body.date as string, payment_type: body.payment_type as string | undefined });
  await continueCredit(repos, row, body);
};

/** Debt → expense ('Ödemeyi Tamamla'): the rest is paid on the date. */
export const complete: ActionHandler = async ({ row, body, repos }) => {
  await settle(repos, row, { date: body.date as string, payment_type: body.payment_type as string | undefined });
};

/** A record of a closed day is corrected by its reversal (`writeReversal`), dated today and linked to it. */
export const reverse: ActionHandler = async ({ row, repos, session }) => {
  assertEmployeePayAllowed(session, row.kind);
  await writeReversal(repos, row);
};
