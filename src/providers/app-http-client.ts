import { currentLanguage } from "../i18n/language-store";
import { createHttpClient } from "./http-client";
import { tokenStore } from "./token-store";

/**
 * The application's one HTTP client (bearer token and interface language on every call). Its own module so that
 * src/main.tsx can start `GET /api/user` with it before the signed-in app's code has arrived.
 */
export const httpClient = createHttpClient({ getToken: tokenStore.get, getLanguage: currentLanguage });
