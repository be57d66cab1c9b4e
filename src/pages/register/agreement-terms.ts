/** The user agreement's terms (spec §1), in the order the spec lists them; texts under pages.register.agreement.terms. */
export const AGREEMENT_TERMS = ["trial", "noRefund", "oneAccount", "readOnly", "inactivity", "notice", "forceMajeure", "penalty"] as const;
