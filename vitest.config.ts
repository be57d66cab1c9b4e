import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // One react-router copy for our code and refine's bindings, or its hooks see no router in tests.
    server: { deps: { inline: ["@refinedev/react-router"] } },
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
