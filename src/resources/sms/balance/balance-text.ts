import { formatMoney } from "../../../engine/format";
import type { SmsBalanceAnswer } from "../../../domain/sms/api";

/** The balance in one short figure: the credits, else the gateway's money (the shop's own account), else "—". */
export const balanceFigure = (balance: SmsBalanceAnswer | undefined, language: string | undefined): string => {
  if (!balance) return "—";
  if (balance.credits !== null) return String(balance.credits);
  if (balance.money !== null) return formatMoney(balance.money, language);
  return "—";
};
