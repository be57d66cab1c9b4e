import { currentLanguage } from "../../i18n/language-store";
import { API_URL, createHttpClient } from "../../providers/http-client";

interface ProductDate {
  product: string;
  date: string;
}

/** `GET /api/public/bride/:token` (server/routes/client-links/public.ts): all the page may show, nothing else. */
export interface BridePageData {
  shop: { title: string; logo_url: string | null; phone?: string };
  bride: { full_name: string };
  language: string;
  contracts: { title: string; date: string; total: string | null; print_url?: string }[];
  dates: {
    fittings: { date: string; start_time: string; end_time: string }[];
    pick_up: ProductDate[];
    return: ProductDate[];
    wedding_date: string | null;
    photo_date: string | null;
  };
  balance: { total: string; paid: string; owed: string };
}

export interface BrideApi {
  page(token: string): Promise<BridePageData>;
}

// Nobody signs in: the link is the key.
const anonymous = createHttpClient({ getToken: () => null, getLanguage: currentLanguage });

export const brideApi: BrideApi = {
  page: async (token) => (await anonymous.get<BridePageData>(`${API_URL}/public/bride/${encodeURIComponent(token)}`)).data,
};
