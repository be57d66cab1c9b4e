export { invalidateSmsBalance, useSmsBalance } from "./use-sms-balance";
export { balanceFigure } from "./balance-text";
export { SmsBalanceTag, SMS_SEND_PATH } from "./SmsBalanceTag";
