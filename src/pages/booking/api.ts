import { currentLanguage } from "../../i18n/language-store";
import { API_URL, createHttpClient } from "../../providers/http-client";

export interface BookingSlot {
  start_date: string;
  start_time: string;
  end_time: string;
}

/** `GET /api/public/booking/:slug`: the shop, its hours and the free slots of the days asked for. */
export interface BookingPageData {
  shop: { title: string; logo_url: string | null };
  hours: { open_days: string[]; opening_time: string; closing_time: string; slot_minutes: number; buffer_minutes: number; days_ahead: number };
  today: string;
  from: string;
  to: string;
  slots: BookingSlot[];
}

export interface BookingApi {
  page(slug: string): Promise<BookingPageData>;
  requestCode(slug: string, body: { start_date: string; start_time: string; full_name: string; gsm: string }): Promise<unknown>;
  confirm(slug: string, body: { start_date: string; start_time: string; gsm: string; code: string }): Promise<unknown>;
}

// Nobody signs in to book.
const anonymous = createHttpClient({ getToken: () => null, getLanguage: currentLanguage });
const base = (slug: string) => `${API_URL}/public/booking/${encodeURIComponent(slug)}`;

export const bookingApi: BookingApi = {
  page: async (slug) => (await anonymous.get<BookingPageData>(base(slug))).data,
  requestCode: async (slug, body) => (await anonymous.post(`${base(slug)}/code`, body)).data,
  confirm: async (slug, body) => (await anonymous.post(`${base(slug)}/confirm`, body)).data,
};
