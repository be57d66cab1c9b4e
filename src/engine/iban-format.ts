/** Groups of four as printed on bank documents; spaces typed or pasted are ignored. */
export const formatIban = (value: string): string =>
  value.replace(/[^0-9a-z]/gi, "").toUpperCase().slice(0, 34).replace(/(.{4})(?=.)/g, "$1 ");
