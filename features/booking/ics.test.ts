import { describe, expect, it } from "vitest";
import { bookingCalendar, escapeText, foldLine } from "./ics";

const base = {
  uid: "3f2b6c1e-0000-4000-8000-000000000001@sculpteddreams.studio",
  summary: "Dream Shade at Sculpted Dreams Studio",
  description: "Your appointment",
  location: "12 Lavender Mews, London SW11 1AA",
  organizerName: "Sculpted Dreams Studio",
  organizerEmail: "hello@sculpteddreams.studio",
  stamp: new Date("2026-03-01T12:34:56Z"),
};

function calendarAt(startsAt: string, minutes = 60, extra: Partial<typeof base> & { url?: string } = {}): string {
  const start = new Date(startsAt);
  return bookingCalendar({ ...base, ...extra, startsAt: start, endsAt: new Date(start.getTime() + minutes * 60_000) });
}

/** A tiny reader: unfold continuation lines, then map each property (with its parameters) to its raw value. */
function parse(ics: string): Map<string, string[]> {
  const unfolded = ics.replace(/\r\n[ \t]/g, "");
  const properties = new Map<string, string[]>();
  for (const line of unfolded.split("\r\n").filter(Boolean)) {
    const colon = line.indexOf(":");
    const key = line.slice(0, colon);
    properties.set(key, [...(properties.get(key) ?? []), line.slice(colon + 1)]);
  }
  return properties;
}

/** Reads DTSTART;TZID=Europe/London back into its wall-clock fields. */
function readStart(ics: string) {
  const [value] = parse(ics).get("DTSTART;TZID=Europe/London") ?? [];
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(value ?? "");
  if (!match) throw new Error(`no London DTSTART in ${ics}`);
  const [, year, month, day, hour, minute] = match.map(Number);
  return { year, month, day, hour, minute };
}

describe("bookingCalendar", () => {
  it.each([
    ["the Saturday before the clocks go forward (GMT)", "2026-03-28T10:00:00Z", "20260328T100000", "20260328T110000"],
    ["the Monday after they go forward (BST)", "2026-03-30T09:00:00Z", "20260330T100000", "20260330T110000"],
    ["the Saturday before they go back (BST)", "2026-10-24T09:00:00Z", "20261024T100000", "20261024T110000"],
    ["the Monday after they go back (GMT again)", "2026-10-26T10:00:00Z", "20261026T100000", "20261026T110000"],
  ])("writes London wall time on %s", (_label, instant, start, end) => {
    const properties = parse(calendarAt(instant));
    expect(properties.get("DTSTART;TZID=Europe/London")).toEqual([start]);
    expect(properties.get("DTEND;TZID=Europe/London")).toEqual([end]);
  });

  it("reads back to the same London time with a small parser", () => {
    expect(readStart(calendarAt("2026-07-04T13:30:00Z"))).toEqual({ year: 2026, month: 7, day: 4, hour: 14, minute: 30 });
    expect(readStart(calendarAt("2026-12-05T09:15:00Z"))).toEqual({ year: 2026, month: 12, day: 5, hour: 9, minute: 15 });
  });

  it("has the calendar frame, a DTSTAMP in UTC and the event's people and place", () => {
    const ics = calendarAt("2026-03-28T10:00:00Z", 80, { url: "https://studio.example/book-appointment" });
    const properties = parse(ics);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(properties.get("METHOD")).toEqual(["PUBLISH"]);
    expect(properties.get("PRODID")?.[0]).toMatch(/^-\/\/Sculpted Dreams Studio\/\//);
    expect(properties.get("DTSTAMP")).toEqual(["20260301T123456Z"]);
    expect(properties.get("DTEND;TZID=Europe/London")).toEqual(["20260328T112000"]);
    expect(properties.get("UID")).toEqual([base.uid]);
    expect(properties.get("ORGANIZER;CN=\"Sculpted Dreams Studio\"")).toEqual(["mailto:hello@sculpteddreams.studio"]);
    expect(properties.get("URL")).toEqual(["https://studio.example/book-appointment"]);
    expect(properties.get("LOCATION")).toEqual(["12 Lavender Mews\\, London SW11 1AA"]);
  });

  it("describes Europe/London with both clock changes and their yearly rules", () => {
    const ics = calendarAt("2026-03-28T10:00:00Z");
    const timezone = ics.slice(ics.indexOf("BEGIN:VTIMEZONE"), ics.indexOf("END:VTIMEZONE"));
    expect(timezone).toContain("TZID:Europe/London");
    expect(timezone).toMatch(
      /BEGIN:DAYLIGHT\r\nTZOFFSETFROM:\+0000\r\nTZOFFSETTO:\+0100\r\nTZNAME:BST\r\nDTSTART:\d{8}T010000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\n/,
    );
    expect(timezone).toMatch(
      /BEGIN:STANDARD\r\nTZOFFSETFROM:\+0100\r\nTZOFFSETTO:\+0000\r\nTZNAME:GMT\r\nDTSTART:\d{8}T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\n/,
    );
    expect(ics.indexOf("END:VTIMEZONE")).toBeLessThan(ics.indexOf("BEGIN:VEVENT"));
  });

  it("ends every line with CRLF and never has a bare LF or CR", () => {
    const ics = calendarAt("2026-03-28T10:00:00Z", 60, { description: "Line one\nline two\r\nline three" });
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(parse(ics).get("DESCRIPTION")).toEqual(["Line one\\nline two\\nline three"]);
  });

  it("escapes TEXT values", () => {
    const ics = calendarAt("2026-03-28T10:00:00Z", 60, { summary: "Brows; lashes, and a \\ backslash" });
    expect(parse(ics).get("SUMMARY")).toEqual(["Brows\\; lashes\\, and a \\\\ backslash"]);
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
  });

  it("folds long lines at 75 octets without splitting a character, and unfolds to the original", () => {
    const description = "Fairy dust ✨ and brows ".repeat(12);
    const ics = calendarAt("2026-03-28T10:00:00Z", 60, { description });
    const encoder = new TextEncoder();
    for (const line of ics.split("\r\n")) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n /);
    expect(parse(ics).get("DESCRIPTION")).toEqual([escapeText(description)]);
    // Each piece must be whole UTF-8: a split multi-byte character would decode to a replacement character.
    for (const line of ics.split("\r\n")) expect(new TextDecoder().decode(encoder.encode(line))).not.toContain("\uFFFD");
  });

  it("leaves a short line as it is and folds an exact 76-octet line once", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const folded = foldLine("X".repeat(76));
    expect(folded).toBe(`${"X".repeat(75)}\r\n X`);
  });
});
