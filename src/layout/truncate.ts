/** Notification descriptions in the top bar show at most 40 characters (spec §9). */
export const NOTIFICATION_DESCRIPTION_LIMIT = 40;

export const truncate = (text: string, limit: number): string =>
  [...text].length > limit ? `${[...text].slice(0, limit).join("")}…` : text;
