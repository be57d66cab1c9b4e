import dayjs, { type Dayjs } from "dayjs";

/** Spec §1/§9: new shops start with a 14-day free trial. */
export const TRIAL_DAYS = 14;

export type MembershipStatus = "frozen" | "expired" | "trial" | "active";

export interface MembershipCompany {
  expiration_date: string | null;
  is_frozen: boolean;
  created_at?: string | null;
}

export interface Membership {
  status: MembershipStatus;
  /** The last day of the membership, or null when the company has none. */
  expiresOn: Dayjs | null;
  /** Whole days from today to that day (0 on the last day); null when expired or unknown. */
  daysLeft: number | null;
}

/** An expiry further away than this is a "never" placeholder (operators carry 9999-12-31), not a date to count down to. */
export const NO_EXPIRY_AFTER_YEARS = 100;

/**
 * Spec §4: frozen (is_frozen) wins, then expired (the date has passed). An account whose
 * expiration is at most 14 days after it was created is still on its trial.
 */
export const membershipOf = (company: MembershipCompany, today: Dayjs = dayjs()): Membership => {
  const dated = company.expiration_date ? dayjs(company.expiration_date).startOf("day") : null;
  const expiresOn = dated && dated.isAfter(today.add(NO_EXPIRY_AFTER_YEARS, "year")) ? null : dated;
  const daysLeft = expiresOn ? expiresOn.diff(today.startOf("day"), "day") : null;
  const expired = daysLeft !== null && daysLeft < 0;
  const createdOn = company.created_at ? dayjs(company.created_at).startOf("day") : null;
  const onTrial = expiresOn !== null && createdOn !== null && expiresOn.diff(createdOn, "day") <= TRIAL_DAYS;

  const status: MembershipStatus = company.is_frozen ? "frozen" : expired ? "expired" : onTrial ? "trial" : "active";
  return { status, expiresOn, daysLeft: expired ? null : daysLeft };
};
