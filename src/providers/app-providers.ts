import { httpClient } from "./app-http-client";
import { createAuthProvider } from "./auth";
import { createDataProvider } from "./data";
import { dealerScopeStore } from "./dealer-scope";
import { API_URL } from "./http-client";
import { takeStartedIdentityRequest } from "./identity-request";
import { createSession } from "./session";

export { httpClient };

/**
 * The application's single instances, wired together once: one HTTP client, one session cache (which takes the
 * `GET /api/user` src/main.tsx started, if any).
 */
export const session = createSession(httpClient, takeStartedIdentityRequest());
export const dataProvider = createDataProvider({ apiUrl: API_URL, httpClient, getDealerScope: dealerScopeStore.get });
export const authProvider = createAuthProvider({ httpClient, session });
