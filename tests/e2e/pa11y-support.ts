import pa11y from "pa11y";

const chromium = { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] };

/**
 * The errors pa11y (HTML_CodeSniffer, WCAG 2 AA) finds on `url`, one line each; warnings and notices need a
 * person's judgement, so are not counted. pa11y drives a Chromium of its own (Debian's, as Playwright's is), at the
 * width given: the project's, so a page is checked at 390 and at 1280 px.
 */
export async function pa11yErrors(url: string, { headers = {}, width = 1280 }: { headers?: Record<string, string>; width?: number } = {}): Promise<string[]> {
  const result = await pa11y(url, { runners: ["htmlcs"], standard: "WCAG2AA", headers, timeout: 60_000, chromeLaunchConfig: chromium, viewport: { width, height: 800 } });
  return result.issues.filter((issue) => issue.type === "error").map((issue) => `${url} ${issue.code} at ${issue.selector}: ${issue.message}`);
}
