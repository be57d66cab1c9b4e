import { lazy } from "react";

// Each page is its own chunk: the login page loads only what it needs.
export const LoginPage = lazy(() => import("./login/LoginPage"));
export const RegisterPage = lazy(() => import("./register/RegisterPage"));
export const HomePage = lazy(() => import("./home/HomePage"));
export const SettingsPage = lazy(() => import("./settings/SettingsPage"));
export const NotFoundPage = lazy(() => import("./not-found/NotFoundPage"));
export { homeResource } from "./home/resource";
