/** Segment counting lives with the domain rules, shared by the send form and the adapters. */
export * from "../../../src/domain/sms/segments";
