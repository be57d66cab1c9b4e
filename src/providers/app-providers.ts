import { currentLanguage } from "../i18n";
import { createAuthProvider } from "./auth";
import { createDataProvider } from "./data";
import { dealerScopeStore } from "./dealer-scope";
import { API_URL, createHttpClient } from "./http-client";
import { createSession, tokenStore } from "./session";

/** The application's single instances, wired together once: one HTTP client, one session cache. */
export const httpClient = createHttpClient({ getToken: tokenStore.get, getLanguage: currentLanguage });
export const session = createSession(httpClient);
export const dataProvider = createDataProvider({ apiUrl: API_URL, httpClient, getDealerScope: dealerScopeStore.get });
export const authProvider = createAuthProvider({ httpClient, session });
