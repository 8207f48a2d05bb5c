// bench:lighthouse's arithmetic: the median of a page's runs and what it misses of issue #11's targets.

/** Issue #11, "Done when". */
export const targets = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02, jsKbGzip: 120 } as const;

export interface PageSpec {
  path: string;
  runs: number;
  /** Listed for search engines (the sitemap's pages and /book): SEO is a target. */
  public: boolean;
  /** /book and /checkout: JavaScript is held to targets.jsKbGzip. */
  jsBudget?: boolean;
  headers?: Record<string, string>;
}

/** One Lighthouse run, as scripts/bench/lighthouse-page.mjs reports it. */
export interface RunResult {
  path: string;
  error?: string;
  message?: string;
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  jsKbGzip?: number;
  failing?: string[];
  accessibilityIssues?: string[];
}

const metrics = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls", "jsKbGzip"] as const;
type Metric = (typeof metrics)[number];

export type PageRow = Omit<PageSpec, "headers" | "runs"> &
  Partial<Record<Metric, number>> & {
    runCount: number;
    /** "lowest–highest" performance over the runs. */
    performanceRange?: string;
    failing?: string[];
    accessibilityIssues?: string[];
    error?: string;
    runs: RunResult[];
  };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Number(((sorted[middle - 1]! + sorted[middle]!) / 2).toFixed(3));
}

/** Every figure the median of the runs that completed; a page with no completed run is an error row. */
export function medianRow(page: PageSpec, runs: RunResult[]): PageRow {
  const { headers: _headers, runs: _runs, ...spec } = page;
  const done = runs.filter((run) => !run.error);
  const row: PageRow = { ...spec, runCount: done.length, runs };
  if (done.length === 0) return { ...row, error: runs[0]?.error ?? "no run" };
  for (const metric of metrics) row[metric] = median(done.map((run) => run[metric]!));
  const scores = done.map((run) => run.performance!);
  row.performanceRange = `${Math.min(...scores)}–${Math.max(...scores)}`;
  row.failing = [...new Set(done.flatMap((run) => run.failing ?? []))].sort();
  row.accessibilityIssues = [...new Set(done.flatMap((run) => run.accessibilityIssues ?? []))];
  return row;
}

/** The targets a page misses, in words; empty when it meets them all. */
export function checkTargets(row: PageRow): string[] {
  if (row.error) return [`no completed run (${row.error})`];
  const misses: string[] = [];
  if (row.performance! < targets.performance) misses.push(`performance ${row.performance} < ${targets.performance}`);
  if (row.accessibility! < targets.accessibility) misses.push(`accessibility ${row.accessibility}`);
  if (row.bestPractices! < targets.bestPractices) misses.push(`best practices ${row.bestPractices}`);
  if (row.public && row.seo! < targets.seo) misses.push(`SEO ${row.seo}`);
  if (row.cls! > targets.cls) misses.push(`CLS ${row.cls} > ${targets.cls}`);
  if (row.jsBudget && row.jsKbGzip! > targets.jsKbGzip) misses.push(`JS ${row.jsKbGzip} KB > ${targets.jsKbGzip}`);
  return misses;
}
