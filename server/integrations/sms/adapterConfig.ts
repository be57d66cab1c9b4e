import type { HttpOptions } from "../http";

/** What every adapter gets from the factory: where to call, how to call, and the sender header. */
export interface AdapterConfig {
  baseUrl: string;
  http: HttpOptions;
  /** Sender header (spec: SMS settings "title"). */
  title: string;
}
