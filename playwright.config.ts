import { defineConfig, devices } from "@playwright/test";
import { e2eBuildDir as buildDir, e2eDataDir, e2ePort as port } from "./tests/e2e/e2e-server";

/** Debian's Chromium (never a downloaded browser), with the flags this closed network needs. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // One output folder per build folder, so side-by-side runs do not delete each other's traces.
  outputDir: process.env.BUILD_DIR ? `test-results-${process.env.BUILD_DIR}` : "test-results",
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testIgnore: /\.mobile\.spec\.ts$/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      // Behaviour is the same code at every width, so behaviour tests run once, on desktop. At 390 px run the
      // site shell, every accessibility scan and what only phones have (menu, floating button, overflow).
      grep: /axe|accessib|small screen|phone|floating|menu|overflow|site shell|390/i,
    },
  ],
  webServer: {
    // The production build on a fresh embedded database of its own.
    command: `rm -rf ${e2eDataDir} && node ${buildDir}/server/main.js`,
    url: `http://127.0.0.1:${port}/readyz`,
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: e2eDataDir, LOG_LEVEL: "warn", RATE_LIMIT: "1000/60", ADMIN_PASSWORD: "e2e staff password 2026" },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
