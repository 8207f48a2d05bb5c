// pa11y ships no types: the part of its API the pa11y spec uses (https://github.com/pa11y/pa11y#javascript-interface).
declare module "pa11y" {
  interface Pa11yIssue {
    code: string;
    type: "error" | "warning" | "notice";
    message: string;
    selector: string;
    context: string;
  }
  interface Pa11yOptions {
    runners?: string[];
    standard?: "WCAG2A" | "WCAG2AA" | "WCAG2AAA";
    headers?: Record<string, string>;
    timeout?: number;
    wait?: number;
    viewport?: { width: number; height: number };
    chromeLaunchConfig?: { executablePath?: string; args?: string[] };
    ignore?: string[];
  }
  export default function pa11y(url: string, options?: Pa11yOptions): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
}
