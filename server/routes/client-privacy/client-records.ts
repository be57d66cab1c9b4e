import type { Repositories, Row } from "../../data";

/** Every resource that holds rows about one client by its `client_id`, as the export names its parts. */
export const CLIENT_PARTS = {
  consents: "client_consents",
  orders: "processes",
  leases: "leases",
  tailors: "tailors",
  dry: "dry",
  accountings: "accountings",
  contracts: "contracts",
  dimensions: "dimensions",
  appointments: "appointments",
  coiffeur_appointments: "coiffeurAppointments",
  sms_messages: "sms_messages",
  photos: "client_images",
  products: "client_products",
  links: "client_links",
} as const;

export type ClientPart = keyof typeof CLIENT_PARTS;

const PAGE = 500;

/** Every live row of a resource naming the client, oldest first (a client has hundreds at most). */
export async function rowsOfClient(repos: Repositories, resource: string, clientId: number): Promise<Row[]> {
  const rows: Row[] = [];
  const repository = repos.resource(resource);
  for (let page = 1; ; page++) {
    const found = await repository.list({ page, perPage: PAGE, filters: { client_id: clientId }, sort: "id", order: "asc" });
    rows.push(...found.rows);
    if (found.rows.length < PAGE) return rows;
  }
}

/** Each part's rows for the client, read through the caller's repositories (their company only). */
export async function clientRecords(repos: Repositories, clientId: number): Promise<Record<ClientPart, Row[]>> {
  const entries = await Promise.all(Object.entries(CLIENT_PARTS).map(async ([part, resource]) => [part, await rowsOfClient(repos, resource, clientId)] as const));
  return Object.fromEntries(entries) as Record<ClientPart, Row[]>;
}
