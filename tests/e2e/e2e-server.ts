/**
 * Where the e2e server runs and keeps its database: read by playwright.config.ts to start it and by the test
 * fixtures to seed it, so both always agree.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eBuildDir = process.env.BUILD_DIR ?? "build";
/** The embedded PostgreSQL's folder: fresh for every run (the webServer command removes it first). */
export const e2eDataDir = `${e2eBuildDir}/e2e-data`;
/** The studio's settings as the e2e server runs with them (defaults: no BOOKING_* variables are set). */
export const e2eBooking = { timeZone: "Europe/London", bufferMinutes: 15, holdMinutes: 15, earlyAccessDays: 7 } as const;
