export * from "./http";
export * as sms from "./sms";
export * as paytr from "./paytr";
