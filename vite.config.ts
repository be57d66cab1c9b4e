import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
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
