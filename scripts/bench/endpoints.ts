import { DEALER_BRAND_ID, DEALER_CATEGORY_ID } from "./seed-catalog";
import type { Scale } from "./seed-sql";

export interface Endpoint {
  key: string;
  label: string;
  path: string;
  /** Whose token the request carries. */
  as: "dealer" | "shop";
  /** The dealer's lists, search and sort: p95 must stay under 100 ms (issue 9). */
  p95Target: boolean;
  /**
   * The page is reached from the page another endpoint answers, as the pager does: the request carries that
   * answer's last-row cursor (keyset), filled in when the queries are recorded.
   */
  cursorFrom?: string;
}

export const PER_PAGE = 10;

/**
 * The deep page sits at 60 % of the dealer's pages: page 3,000 of 5,000 for the 50,000-client dealer, page 60
 * of 100 for the 1,000-client one of the 10,000-row database, so both read a page as deep into their shop.
 */
export const deepPage = (scale: Scale): number => Math.max(1, Math.round((scale.dealerClients / PER_PAGE) * 0.6));

const list = (query: string) => `/api/clients?perPage=${PER_PAGE}&${query}`;
/** The product management page's default page size (spec §9) and the list it asks for (getType=product). */
const PRODUCTS_PER_PAGE = 7;
/** The accounting lists' page size (spec §9: 15 for most lists). */
const RECORDS_PER_PAGE = 15;
const products = (query: string) => `/api/services?perPage=${PRODUCTS_PER_PAGE}&getType=product&${query}`;

/** The lease overview's, the orders' and the quotes' page size (their schemas' perPage). */
const ORDERS_PER_PAGE = 15;
/** The bench's day, as the lease page sends it for 'now' (the date only: minutes around midnight do not matter here). */
const today = (): string => new Date().toISOString().slice(0, 10);
const daysFrom = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Monday of a day's week (the calendars' weeks start on Monday). */
const mondayOf = (day: string): string => daysFrom(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The busiest screens of issue 9, for one seeded database; `dealerProductId` is a rented product of the dealer's. */
export function endpointsFor(scale: Scale, dealerClientId: number, dealerProductId = 1, day = today()): Endpoint[] {
  return [
    { key: "page1", label: "dealer: clients page 1", path: list("page=1"), as: "dealer", p95Target: true },
    { key: "deep", label: `dealer: clients page ${deepPage(scale)}`, path: list(`page=${deepPage(scale)}`), as: "dealer", p95Target: true },
    {
      key: "next",
      label: `dealer: page ${deepPage(scale) + 1} from page ${deepPage(scale)}`,
      path: list(`page=${deepPage(scale) + 1}`),
      as: "dealer",
      p95Target: true,
      cursorFrom: "deep",
    },
    { key: "search", label: "dealer: search `ayse`", path: list("page=1&keyword=ayse"), as: "dealer", p95Target: true },
    { key: "filter", label: "dealer: type=person", path: list("page=1&type=person"), as: "dealer", p95Target: true },
    { key: "sort", label: "dealer: sort by full name", path: list("page=1&sort=full_name&order=asc"), as: "dealer", p95Target: true },
    { key: "get", label: "dealer: GET /api/clients/:id", path: `/api/clients/${dealerClientId}`, as: "dealer", p95Target: false },
    { key: "user", label: "dealer: GET /api/user", path: "/api/user", as: "dealer", p95Target: false },
    // The catalog (issue 11): the product management page's list with its envelope extras (counters, category
    // tiles, brands) as the page asks for it, a search and a category filter on it, and the deleted products.
    { key: "products", label: "dealer: products page 1 (+ cards)", path: products("page=1"), as: "dealer", p95Target: true },
    { key: "productSearch", label: "dealer: products search `gelin`", path: products("page=1&keyword=gelin"), as: "dealer", p95Target: true },
    { key: "productFilter", label: "dealer: products category + brand", path: products(`page=1&category=${DEALER_CATEGORY_ID}&brand=${DEALER_BRAND_ID}`), as: "dealer", p95Target: true },
    { key: "productBin", label: "dealer: deleted products page 1", path: `/api/services/bin?perPage=${PRODUCTS_PER_PAGE}&page=1`, as: "dealer", p95Target: true },
    // Accounting and the cash box (issue 12): the accounting page's records (15 a page, this month), the day's
    // cash box (its sums run over every record of the shop up to today), the period's cards and the open credits.
    { key: "records", label: "dealer: records this month, page 1", path: `/api/accountings?perPage=${RECORDS_PER_PAGE}&page=1&date_period=monthly`, as: "dealer", p95Target: true },
    { key: "safe", label: "dealer: GET /api/safe (today)", path: "/api/safe", as: "dealer", p95Target: true },
    { key: "report", label: "dealer: accounting-report monthly", path: "/api/accounting-report?period=monthly", as: "dealer", p95Target: true },
    { key: "future", label: "dealer: future-accountings credits", path: `/api/future-accountings?type=credit&perPage=${RECORDS_PER_PAGE}`, as: "dealer", p95Target: true },
    // Orders, leases and quotes (issue 15): the lease overview (kiralik-urunler) as its page opens, on the leases out
    // today with its counters past/current/future; the orders list (satislar); the quotes (teklifler) with their
    // four counters and computed totals; the availability the basket asks before saving a rented line.
    {
      key: "leases",
      label: "dealer: leases out today (+ counters)",
      path: `/api/leases?perPage=${ORDERS_PER_PAGE}&page=1&issue_date_lte=${day}&delivery_date_gte=${day}`,
      as: "dealer",
      p95Target: true,
    },
    { key: "processes", label: "dealer: orders page 1", path: `/api/processes?perPage=${ORDERS_PER_PAGE}&page=1`, as: "dealer", p95Target: true },
    { key: "proposals", label: "dealer: quotes page 1 (+ counters)", path: `/api/proposals?perPage=${ORDERS_PER_PAGE}&page=1`, as: "dealer", p95Target: true },
    {
      key: "availability",
      label: "dealer: availability of a gown",
      path: `/api/availability?service_id=${dealerProductId}&issue_date=${day}&delivery_date=${daysFrom(day, 3)}&piece=1`,
      as: "dealer",
      p95Target: true,
    },
    // Tailor and dry cleaning (issue 16): the products at the tailor (terzideki-urunler) and at the cleaner
    // (kurutemizlemedeki-urunler) as their pages open, out today with their counters past/current/future, and the
    // tailor list (the sales' dress items by measurement date, with their sheets and six counters).
    ...(["tailors", "dry"] as const).map((resource) => ({
      key: resource,
      label: `dealer: ${resource === "tailors" ? "at the tailor" : "at the cleaner"} today (+ counters)`,
      path: `/api/${resource}?perPage=${ORDERS_PER_PAGE}&page=1&issue_date_lte=${day}&delivery_date_gte=${day}`,
      as: "dealer" as const,
      p95Target: true,
    })),
    // The tailor list opens on every period ('all', as its page asks), then the week's.
    { key: "tailorList", label: "dealer: tailor list, all (+ counters)", path: `/api/tailor-list?period=all&page=1&perPage=${ORDERS_PER_PAGE}`, as: "dealer", p95Target: true },
    { key: "tailorWeek", label: "dealer: tailor list this week", path: `/api/tailor-list?period=weekly&page=1&perPage=${ORDERS_PER_PAGE}`, as: "dealer", p95Target: true },
    // Appointments (issue 17): the fitting calendar's week as its week view asks for it (Monday to Sunday), the
    // fittings' list and the hairdresser's list with its six counters, page 1 as they open.
    { key: "fittingWeek", label: "dealer: fitting calendar, this week", path: `/api/appointmentsCalendar?start=${mondayOf(day)}&end=${daysFrom(mondayOf(day), 6)}`, as: "dealer", p95Target: true },
    { key: "fittings", label: "dealer: fittings page 1", path: `/api/appointments?perPage=${ORDERS_PER_PAGE}&page=1`, as: "dealer", p95Target: true },
    { key: "hairdresser", label: "dealer: hairdresser list page 1 (+ counters)", path: `/api/coiffeurAppointments?perPage=${ORDERS_PER_PAGE}&page=1`, as: "dealer", p95Target: true },
    { key: "shop", label: "normal shop: clients page 1", path: list("page=1"), as: "shop", p95Target: false },
    // The least a request can cost here: no session, one `select 1`, a 15-byte answer. Its API/raw is the most any
    // endpoint can reach on this machine, what the server's own HTTP work leaves of the database's rate.
    { key: "floor", label: "floor: GET /api/ready (`select 1`, no session)", path: "/api/ready", as: "shop", p95Target: false },
  ];
}
