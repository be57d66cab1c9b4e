import type { Company } from "../providers/session";

/** Spec §4 'Not activated': what the company still lacks, in the order the settings page asks for it. */
export const ACTIVATION_STEPS = ["title", "phone", "phone2", "sms_confirmed"] as const;
export type ActivationStep = (typeof ACTIVATION_STEPS)[number];

const isBlank = (value: unknown): boolean => typeof value !== "string" || value.trim() === "";

export const missingActivationSteps = (company: Pick<Company, "title" | "phone" | "phone2" | "sms_confirmed">): ActivationStep[] =>
  ACTIVATION_STEPS.filter((step) => (step === "sms_confirmed" ? company.sms_confirmed !== true : isBlank(company[step])));

/** The settings page stays open: it is where the missing details are entered. */
export const SETTINGS_PATH = "/ayarlar";

/** Besides the settings, "/" passes: it only redirects to the home page, where the prompt then shows. */
export const isActivationExempt = (pathname: string): boolean =>
  pathname === "/" || pathname === SETTINGS_PATH || pathname.startsWith(`${SETTINGS_PATH}/`);
