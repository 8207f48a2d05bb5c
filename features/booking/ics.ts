/**
 * An add-to-calendar file (iCalendar, RFC 5545) for one appointment. Times are written as London wall time with a
 * VTIMEZONE, so a calendar shows 10:00 for a 10:00 appointment whichever side of a clock change it falls on.
 */
import { STUDIO_ZONE, studioWallTime } from "~/lib/studio-clock";

export interface BookingCalendarInput {
  /** Stable across re-sends, so a calendar updates the event instead of adding a second one. */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location: string;
  organizerName: string;
  organizerEmail: string;
  url?: string;
  /** When the file was written (DTSTAMP); now unless given. */
  stamp?: Date;
  /** Raised on every change, so a calendar replaces its copy (RFC 5545 3.8.7.4); 0 for the first file. */
  sequence?: number;
  /** CANCEL takes the event out of the client's calendar (same UID, higher SEQUENCE). */
  method?: "PUBLISH" | "CANCEL";
}

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/**
 * UK clocks since 1996: BST from 01:00 GMT on the last Sunday of March, GMT from 02:00 BST on the last Sunday of
 * October. Each DTSTART is the first such Sunday the rule applies from, in the local time before the change.
 */
const LONDON_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${STUDIO_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19810329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19961027T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** 20260328T100000: the instant as a London clock shows it. */
export function londonDateTime(instant: Date): string {
  const { date, time } = studioWallTime(instant);
  // London's offsets are whole minutes, so its clock shows the same seconds as UTC.
  const seconds = String(instant.getUTCSeconds()).padStart(2, "0");
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}${seconds}`;
}

/** 20260328T100000Z */
export function utcDateTime(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 section 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A quoted parameter value may hold anything but a double quote or a control character. */
function quoteParam(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, "")}"`;
}

/** Splits a content line into pieces of at most 75 octets, never inside a UTF-8 character (section 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** The calendar's opening lines: who made it, and London's clock changes for the events' TZID. */
const calendarHead = (organizerName: string, method: "PUBLISH" | "CANCEL") => [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  `PRODID:-//${organizerName.replace(/\/\//g, "/")}//Appointments//EN`,
  "CALSCALE:GREGORIAN",
  `METHOD:${method}`,
];

const londonSpan = (startsAt: Date, endsAt: Date) => [
  `DTSTART;TZID=${STUDIO_ZONE}:${londonDateTime(startsAt)}`,
  `DTEND;TZID=${STUDIO_ZONE}:${londonDateTime(endsAt)}`,
];

export function bookingCalendar(input: BookingCalendarInput): string {
  const lines = [
    ...calendarHead(input.organizerName, input.method ?? "PUBLISH"),
    ...LONDON_TIMEZONE,
    "BEGIN:VEVENT",
    `UID:${input.uid}`,
    `DTSTAMP:${utcDateTime(input.stamp ?? new Date())}`,
    ...londonSpan(input.startsAt, input.endsAt),
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    `LOCATION:${escapeText(input.location)}`,
    `ORGANIZER;CN=${quoteParam(input.organizerName)}:mailto:${input.organizerEmail}`,
    ...(input.url ? [`URL:${input.url}`] : []),
    `SEQUENCE:${input.sequence ?? 0}`,
    ...(input.method === "CANCEL" ? ["STATUS:CANCELLED"] : []),
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

export interface FeedEvent {
  /** Stable for the appointment, so a subscribed calendar updates it in place when it moves. */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  /** CONFIRMED once paid or confirmed; TENTATIVE while it still waits for either (RFC 5545 3.8.1.11). */
  status: "CONFIRMED" | "TENTATIVE";
}

/**
 * A subscription feed (a practitioner's appointments to come): many events, no method a calendar would treat as an
 * invitation, and a hint of how often to fetch it again (RFC 7986 REFRESH-INTERVAL, and Outlook's X-PUBLISHED-TTL).
 */
export function calendarFeed(input: { name: string; organizerName: string; refreshMinutes: number; events: readonly FeedEvent[]; stamp?: Date }): string {
  const stamp = utcDateTime(input.stamp ?? new Date());
  const lines = [
    ...calendarHead(input.organizerName, "PUBLISH"),
    `NAME:${escapeText(input.name)}`,
    `X-WR-CALNAME:${escapeText(input.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${input.refreshMinutes}M`,
    `X-PUBLISHED-TTL:PT${input.refreshMinutes}M`,
    ...LONDON_TIMEZONE,
    ...input.events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      ...londonSpan(event.startsAt, event.endsAt),
      `SUMMARY:${escapeText(event.summary)}`,
      `STATUS:${event.status}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
