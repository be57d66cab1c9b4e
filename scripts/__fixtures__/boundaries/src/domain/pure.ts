import Decimal from "decimal.js";
import type { PermissionFlag } from "./permissions";

export type Amount = string;
export const total = (amounts: Amount[]) => amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(2);
export const flag: PermissionFlag = "client_permission";
