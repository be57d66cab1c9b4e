export * from "./plainDate";
export * from "./timeZone";
export * from "./periods";
export * from "./leaseFilters";
export * from "./nextPayment";
