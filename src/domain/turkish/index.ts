export * from "./tcKimlikNo";
export * from "./vergiKimlikNo";
export * from "./iban";
export * from "./phone";
export * from "./smsProviders";
export * from "./cities";
