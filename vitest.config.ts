import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: tests need neither the React Router plugin nor Tailwind.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // .ci/run prints one closing count per suite, read from a JSON report written beside the usual output.
    reporters: process.env.VITEST_JSON_REPORT ? ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT }]] : ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,content,features,lib,server,db,ui}/**/*.test.ts", "tests/build/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
