import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress";

export default defineConfig({
  // precompress: .br and .gz beside each asset, which server/plugins/spa.ts sends by Accept-Encoding.
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    // scripts/bundle-report.ts reads dist/.vite/manifest.json to check the size targets.
    manifest: true,
  },
  server: {
    // npm run dev: the API server runs on PORT (default 3000).
    proxy: { "/api": `http://localhost:${process.env.PORT ?? 3000}`, "/uploads": `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
