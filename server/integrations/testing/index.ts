export * from "./fakeHttpServer";
export * from "./opensslHmac";
