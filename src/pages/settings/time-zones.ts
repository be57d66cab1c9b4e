/** Where the shops are: Türkiye first (the default), then the countries of the diaspora shops. */
export const DEFAULT_TIME_ZONE = "Europe/Istanbul";

export const TIME_ZONES = [
  "Europe/Istanbul",
  "Europe/Berlin",
  "Europe/Vienna",
  "Europe/Zurich",
  "Europe/Amsterdam",
  "Europe/Brussels",
  "Europe/Paris",
  "Europe/London",
  "Europe/Copenhagen",
  "Europe/Stockholm",
  "Europe/Oslo",
  "Europe/Sofia",
  "Asia/Baghdad",
  "Asia/Tehran",
  "Asia/Riyadh",
  "America/New_York",
  "America/Toronto",
  "Australia/Sydney",
] as const;
