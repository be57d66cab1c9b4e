/** A throwaway schema: plain data that browser tests may load. */
export const things = { $id: "things" } as const;
