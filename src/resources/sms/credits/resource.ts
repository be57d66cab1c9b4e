import type { ResourceProps } from "@refinedev/core";

/** The operators' page for granting SMS credits by hand. */
export const SMS_CREDITS_PATH = "/sms-kredileri";

/**
 * 'SMS Kredileri' in the SMS menu group, for operators only (superadmin, admin): the sidebar shows it to them alone
 * (`operatorOnly`) and the page refuses everyone else. No schema of its own: the ledger is `sms_credit_entries`.
 */
export const smsCreditsResource: ResourceProps = {
  name: "sms-credits",
  list: SMS_CREDITS_PATH,
  meta: { label: "sms_messages.creditsMenu", order: 73, icon: "dollar", group: "sms", menu: true, operatorOnly: true },
};
