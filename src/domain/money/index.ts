export * from "./kurus";
export * from "./totals";
export * from "./pricing";
export * from "./deposit";
