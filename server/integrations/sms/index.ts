export * from "./types";
export * from "./errors";
export * from "./segments";
export * from "./createSmsProvider";
export { createNetgsmProvider, NETGSM_BASE_URL } from "./netgsm";
export { createIletimerkeziProvider, ILETIMERKEZI_BASE_URL } from "./iletimerkezi";
export { createBulutfonProvider, BULUTFON_BASE_URL } from "./bulutfon";
export { createOrganikProvider, ORGANIK_BASE_URL } from "./organik";
