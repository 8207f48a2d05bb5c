// One page through Lighthouse (mobile, simulated throttling) in a running Chromium: its scores, timings and
// JavaScript weight as a row for a report. Used by bench:lighthouse and bench:admin-list. LH_SAVE=<prefix> also
// writes each run's whole report to <prefix>-<time>.json, to read an audit's items.
import { writeFile } from "node:fs/promises";
import lighthouse from "lighthouse";

export const chromeFlags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** `headers`: sent with every request of the page (a staff session cookie for /admin). */
export async function auditPage(url, { port, headers } = {}) {
  // Chromium now and then fails to record a trace (NO_NAVSTART): that says nothing about the page, so try again.
  let result;
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      ...(headers ? { extraHeaders: headers } : {}),
    });
    if (!result.lhr.runtimeError) break;
    console.log(`retry ${url}: ${result.lhr.runtimeError.code}`);
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (process.env.LH_SAVE) await writeFile(`${process.env.LH_SAVE}-${Date.now()}.json`, JSON.stringify(result.lhr));
  const path = new URL(url).pathname;
  if (runtimeError) return { path, error: runtimeError.code, message: runtimeError.message };
  const resources = audits["resource-summary"].details.items;
  const script = resources.find((item) => item.resourceType === "script") ?? { transferSize: 0 };
  return {
    path,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories["best-practices"].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(audits["total-blocking-time"].numericValue),
    cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    jsKbGzip: Number((script.transferSize / 1024).toFixed(1)),
    failing: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && !["informative", "manual", "notApplicable"].includes(audit.scoreDisplayMode))
      .map((audit) => audit.id),
    // Accessibility is pass or fail per audit: which elements failed, so a score under 100 says what to fix.
    accessibilityIssues: categories.accessibility.auditRefs
      .map((ref) => audits[ref.id])
      .filter((audit) => audit.score === 0)
      .map((audit) => `${audit.id}: ${(audit.details?.items ?? []).slice(0, 3).map((item) => item.node?.selector ?? "?").join(", ")}`),
  };
}
