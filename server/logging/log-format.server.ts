/**
 * Log lines for a person at a terminal: `10:42:01 INFO  Listening on http://localhost:3000`. Anywhere else (a file,
 * a pipe, a log collector) the logger writes pino's JSON lines unchanged; this reads those same lines, so what is
 * redacted there is redacted here.
 */

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
const COLOURS: Record<number, string> = { 10: "90", 20: "90", 30: "32", 40: "33", 50: "31", 60: "35" };
const SHOWN_ELSEWHERE = new Set(["level", "time", "msg", "signIn", "err", "error"]);

/** What a log line may carry for the person starting the server: the demo staff account, shown as a block. */
export interface SignInNotice {
  url: string;
  username: string;
  password: string;
  note: string;
}

function clock(time: unknown): string {
  const date = new Date(typeof time === "string" || typeof time === "number" ? time : Date.now());
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((part) => String(part).padStart(2, "0")).join(":");
}

function value(field: unknown): string {
  if (typeof field === "string") return /^[^\s"=]+$/.test(field) ? field : JSON.stringify(field);
  return JSON.stringify(field) ?? String(field);
}

function errorLines(error: unknown): string[] {
  if (!error || typeof error !== "object") return error === undefined ? [] : [`  ${value(error)}`];
  const { stack, message, type } = error as { stack?: unknown; message?: unknown; type?: unknown };
  const text = typeof stack === "string" ? stack : `${String(type ?? "Error")}: ${String(message)}`;
  return text.split("\n").map((line) => `  ${line.trim().startsWith("at ") ? "  " + line.trim() : line}`);
}

function signInBlock(notice: SignInNotice): string[] {
  const rows = [
    "Staff sign-in for this demo",
    `  address   ${notice.url}`,
    `  username  ${notice.username}`,
    `  password  ${notice.password}`,
    notice.note,
  ];
  const width = Math.max(...rows.map((row) => row.length)) + 2;
  return ["", `  ┌${"─".repeat(width)}┐`, ...rows.map((row) => `  │ ${row.padEnd(width - 1)}│`), `  └${"─".repeat(width)}┘`, ""];
}

/** One JSON log line as one or more readable lines (no trailing newline); a line that is not JSON is kept. */
export function formatLogLine(json: string, options: { colour?: boolean } = {}): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const level = typeof entry.level === "number" ? entry.level : 30;
  const label = (LEVELS[level] ?? String(level)).padEnd(5);
  const head = `${clock(entry.time)} ${options.colour ? `\u001b[${COLOURS[level] ?? "0"}m${label}\u001b[0m` : label}`;
  let text: string;
  if (entry.msg === "request" && "method" in entry && "status" in entry) {
    // The access line that every request writes: short, as a terminal wants it.
    text = `${value(entry.method)} ${value(entry.path)} ${value(entry.status)} ${value(entry.ms)} ms`;
  } else {
    const fields = Object.entries(entry)
      .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
      .map(([key, field]) => `${key}=${value(field)}`);
    text = [typeof entry.msg === "string" ? entry.msg : "", ...fields].filter(Boolean).join(" ");
  }
  const lines = [`${head} ${text}`, ...errorLines(entry.err ?? entry.error)];
  if (entry.signIn && typeof entry.signIn === "object") lines.push(...signInBlock(entry.signIn as SignInNotice));
  return lines.join("\n");
}

/** A pino destination writing readable lines to a terminal. */
export function terminalDestination(out: NodeJS.WriteStream): { write(line: string): void } {
  const colour = out.hasColors?.() ?? false;
  return { write: (line) => void out.write(`${formatLogLine(line, { colour })}\n`) };
}
