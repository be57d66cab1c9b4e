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
    proxy: { "/api": "http://localhost:3000" },
  },
});
