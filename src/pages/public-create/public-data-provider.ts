import type { DataProvider, HttpError } from "@refinedev/core";
import { currentLanguage } from "../../i18n/language-store";
import { createDataProvider } from "../../providers/data";
import { API_URL, createHttpClient } from "../../providers/http-client";

/** The API without a token: a public create is sent anonymously even by someone signed in on this browser. */
export const createPublicDataProvider = (baseURL?: string): DataProvider =>
  createDataProvider({
    apiUrl: API_URL,
    httpClient: createHttpClient({ getToken: () => null, getLanguage: currentLanguage, baseURL }),
    getDealerScope: () => null,
  });

/**
 * Hands every refused create that is not a field's 422 (the hourly limit's 429, a server or network error) to
 * `report`, which the page shows above the form; a 422's messages go on the fields as in every form.
 */
export const reportingRefusals = (dataProvider: DataProvider, report: (refusal: HttpError | null) => void): DataProvider => ({
  ...dataProvider,
  create: async (params) => {
    report(null);
    try {
      return await dataProvider.create(params);
    } catch (error) {
      const refusal = error as HttpError;
      if (!(refusal.statusCode === 422 && refusal.errors)) report(refusal);
      throw error;
    }
  },
});
