import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { formatLogLine } from "./log-format.server";
import { createLogger } from "./logger.server";

/** Lines as the real logger writes them (pino's JSON, redaction and all), then formatted for a terminal. */
function formatted(write: (logger: ReturnType<typeof createLogger>) => void): string[] {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  write(createLogger("info", destination));
  return lines.map((line) => formatLogLine(line));
}

const clockAt = (iso: string) => {
  const date = new Date(iso);
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((part) => String(part).padStart(2, "0")).join(":");
};

describe("log lines on a terminal", () => {
  it("read as time, level and message, then the fields", () => {
    const line = JSON.stringify({ level: 30, time: "2026-11-23T10:42:01.123Z", port: 3000, database: "embedded in /srv/data", msg: "Listening on http://localhost:3000" });
    expect(formatLogLine(line)).toBe(`${clockAt("2026-11-23T10:42:01.123Z")} INFO  Listening on http://localhost:3000 port=3000 database="embedded in /srv/data"`);
  });

  it("give each level its own label, padded so messages line up", () => {
    const labels = [10, 20, 30, 40, 50, 60].map((level) => formatLogLine(JSON.stringify({ level, time: 0, msg: "m" })).slice(9, 15));
    expect(labels).toEqual(["TRACE ", "DEBUG ", "INFO  ", "WARN  ", "ERROR ", "FATAL "]);
  });

  it("shorten a request's access line", () => {
    const [line] = formatted((logger) => logger.child({ requestId: "r-12345678" }).info({ method: "GET", path: "/book", status: 200, ms: 3.2 }, "request"));
    expect(line).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/book 200 3\.2 ms$/);
  });

  it("show an error's message and stack on lines of their own, still without a client's details", () => {
    const [line] = formatted((logger) => logger.error({ err: new Error("connection refused"), email: "jane@example.com" }, "hold sweep failed"));
    const lines = line!.split("\n");
    expect(lines[0]).toMatch(/ERROR hold sweep failed email=\[redacted\]$/);
    expect(lines[1]).toBe("  Error: connection refused");
    expect(lines[2]).toMatch(/^ {4}at /);
    expect(line).not.toContain("jane@example.com");
  });

  it("print the demo staff sign-in as a block of its own", () => {
    const signIn = { url: "http://localhost:3000/admin/login", username: "admin", password: "s3cret-Pass-word", note: "Shown only this once" };
    const [line] = formatted((logger) => logger.info({ signIn }, "Demo staff account created"));
    const lines = line!.split("\n");
    expect(lines[0]).toMatch(/INFO {2}Demo staff account created$/);
    expect(lines.some((row) => /^ {2}│ {3}password {2}s3cret-Pass-word +│$/.test(row))).toBe(true);
    expect(lines.some((row) => row.includes("address   http://localhost:3000/admin/login"))).toBe(true);
    expect(lines.filter((row) => row.startsWith("  │")).map((row) => row.length)).toEqual(Array(5).fill(lines[2]!.length));
  });

  it("keep a line that is not JSON as it is", () => {
    expect(formatLogLine("plain words\n")).toBe("plain words");
  });
});
