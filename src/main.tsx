// antd 5 needs this patch on React 19, or message, Modal.confirm and notification silently do nothing.
import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadPage } from "./App";
import "./global.css";
import { setupI18n } from "./i18n";
import { httpClient } from "./providers/app-http-client";
import { startIdentityRequest } from "./providers/identity-request";

// Signed in, the first page needs the user: its request runs while the language and the app's code load.
startIdentityRequest(httpClient);

// Texts, antd and dayjs locales of the chosen language, then the opened page's code, are loaded before the first
// render: a page whose code is there renders without a spinner at each lazy level (src/preloadable-lazy.ts). A
// failed preload is left to that level, which meets the same failure when it renders.
void setupI18n().then(async ({ antdLocale }) => {
  await preloadPage(window.location.pathname).catch(() => undefined);
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App antdLocale={antdLocale} />
    </StrictMode>,
  );
});
