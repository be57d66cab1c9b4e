import { lazy } from "react";
import { loadAppTranslations } from "../i18n/load-translations";
import { preloadableLazy } from "../preloadable-lazy";

// The login page is part of the entry: it is the first page of most visits, and as one file with the entry it
// downloads in one request and compresses better than as a dozen small shared chunks. Each other page is its own
// chunk.
export { LoginPage } from "./login/LoginPage";
// Register's password rules speak with settings' texts.
export const RegisterPage = lazy(() => Promise.all([import("./register/RegisterPage"), loadAppTranslations()]).then(([page]) => page));
// Preloadable: src/main.tsx fetches it before the first render of the home page.
export const HomePage = preloadableLazy(() => import("./home/HomePage"));
export const SettingsPage = lazy(() => import("./settings/SettingsPage"));
export const NotFoundPage = lazy(() => import("./not-found/NotFoundPage"));
export { homeResource } from "./home/resource";
