/** Every table of the product; drizzle-kit reads this file to write migrations. */
export * from "./core";
export * from "./resource-tables.generated";
export * from "./downloads";
export * from "./booking-codes";
