import { describe, expect, it } from "vitest";
import { availableSlots, checkSlot, defaultAvailabilitySettings, nextGridStart, type Busy } from "./availability";

const at = (iso: string) => new Date(iso);
const span = (start: string, end: string): Busy => ({ start: Date.parse(start), end: Date.parse(end) });
const longAgo = at("2026-01-01T00:00:00Z");
const wideOpen = { ...defaultAvailabilitySettings, horizonDays: 3650 };

describe("availableSlots", () => {
  it("offers a 15-minute grid within opening hours, the last start leaving room for the whole appointment", () => {
    const slots = availableSlots({ from: "2026-06-01", days: 1, durationMinutes: 60, busy: [], now: longAgo, settings: wideOpen });
    expect(slots[0]).toEqual({ start: "2026-06-01T08:00:00.000Z", date: "2026-06-01", time: "09:00" });
    expect(slots.at(-1)!.time).toBe("17:00");
    expect(slots).toHaveLength(33);
  });

  it("is closed on Sunday and shorter on Saturday", () => {
    const sunday = availableSlots({ from: "2026-06-07", days: 1, durationMinutes: 30, busy: [], now: longAgo, settings: wideOpen });
    expect(sunday).toEqual([]);
    const saturday = availableSlots({ from: "2026-06-06", days: 1, durationMinutes: 30, busy: [], now: longAgo, settings: wideOpen });
    expect(saturday.at(-1)!.time).toBe("15:30");
  });

  it("gives the right London times either side of 29 March 2026 (clocks go forward)", () => {
    const slots = availableSlots({ from: "2026-03-27", days: 4, durationMinutes: 60, busy: [], now: longAgo, settings: wideOpen });
    const first = (date: string) => slots.find((slot) => slot.date === date);
    expect(first("2026-03-27")).toEqual({ start: "2026-03-27T09:00:00.000Z", date: "2026-03-27", time: "09:00" });
    expect(first("2026-03-28")).toEqual({ start: "2026-03-28T09:00:00.000Z", date: "2026-03-28", time: "09:00" });
    expect(first("2026-03-29")).toBeUndefined();
    expect(first("2026-03-30")).toEqual({ start: "2026-03-30T08:00:00.000Z", date: "2026-03-30", time: "09:00" });
  });

  it("gives the right London times either side of 25 October 2026 (clocks go back)", () => {
    const slots = availableSlots({ from: "2026-10-24", days: 3, durationMinutes: 60, busy: [], now: longAgo, settings: wideOpen });
    const first = (date: string) => slots.find((slot) => slot.date === date);
    expect(first("2026-10-24")).toEqual({ start: "2026-10-24T08:00:00.000Z", date: "2026-10-24", time: "09:00" });
    expect(first("2026-10-25")).toBeUndefined();
    expect(first("2026-10-26")).toEqual({ start: "2026-10-26T09:00:00.000Z", date: "2026-10-26", time: "09:00" });
  });

  it("on a clock-change Sunday opened from midnight, offers only times the clocks show, each with its own offset", () => {
    const nights = { ...Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((day) => [day, null])), sunday: { opens: "00:00", closes: "04:00" } } as never;
    const spring = availableSlots({ from: "2026-03-29", days: 1, durationMinutes: 15, busy: [], now: longAgo, settings: wideOpen, hours: nights });
    const times = spring.map((slot) => slot.time);
    expect(times.slice(0, 6)).toEqual(["00:00", "00:15", "00:30", "00:45", "02:00", "02:15"]);
    expect(spring.find((slot) => slot.time === "00:45")!.start).toBe("2026-03-29T00:45:00.000Z");
    expect(spring.find((slot) => slot.time === "02:00")!.start).toBe("2026-03-29T01:00:00.000Z");
    expect(spring.find((slot) => slot.time === "03:30")!.start).toBe("2026-03-29T02:30:00.000Z");
    for (const slot of spring) expect(checkSlot({ start: new Date(slot.start), durationMinutes: 15, busy: [], now: longAgo, settings: wideOpen, hours: nights }), slot.time).toBe("available");

    const autumn = availableSlots({ from: "2026-10-25", days: 1, durationMinutes: 15, busy: [], now: longAgo, settings: wideOpen, hours: nights });
    expect(autumn.find((slot) => slot.time === "00:30")!.start).toBe("2026-10-24T23:30:00.000Z");
    expect(autumn.find((slot) => slot.time === "03:00")!.start).toBe("2026-10-25T03:00:00.000Z");
  });

  it("gets every day right over a whole 8-week window that contains a clock change", () => {
    const slots = availableSlots({ from: "2026-03-02", days: 56, durationMinutes: 60, busy: [], now: longAgo, settings: wideOpen });
    for (const slot of slots.filter((candidate) => candidate.time === "09:00")) {
      const expectedUtcHour = slot.date < "2026-03-29" ? 9 : 8;
      expect(new Date(slot.start).getUTCHours(), slot.date).toBe(expectedUtcHour);
    }
    expect(new Set(slots.map((slot) => slot.date)).size).toBe(48); // 56 days less 8 Sundays
  });

  it("keeps a buffer after existing bookings and before them", () => {
    // A booking 11:00-12:00 London (BST) blocks until 12:15.
    const busy = [span("2026-06-01T10:00:00Z", "2026-06-01T11:15:00Z")];
    const times = availableSlots({ from: "2026-06-01", days: 1, durationMinutes: 60, busy, now: longAgo, settings: wideOpen }).map(
      (slot) => slot.time,
    );
    expect(times).toContain("09:45"); // ends 10:45, buffer to 11:00
    expect(times).not.toContain("10:00"); // its buffer would run into 11:00
    expect(times).not.toContain("12:00");
    expect(times).toContain("12:15");
  });

  it("sums the basket: a longer appointment needs a longer gap", () => {
    const busy = [span("2026-06-01T10:00:00Z", "2026-06-01T11:15:00Z"), span("2026-06-01T12:45:00Z", "2026-06-01T13:30:00Z")];
    const short = availableSlots({ from: "2026-06-01", days: 1, durationMinutes: 60, busy, now: longAgo, settings: wideOpen });
    const long = availableSlots({ from: "2026-06-01", days: 1, durationMinutes: 80, busy, now: longAgo, settings: wideOpen });
    expect(short.map((slot) => slot.time)).toContain("12:15");
    expect(long.map((slot) => slot.time)).not.toContain("12:15");
  });

  it("respects the lead time and the horizon", () => {
    const now = at("2026-06-01T09:10:00Z"); // 10:10 London
    const slots = availableSlots({ from: "2026-06-01", days: 70, durationMinutes: 60, busy: [], now });
    expect(slots[0]!.time).toBe("12:15"); // first grid time at least two hours on
    expect(slots.at(-1)!.date <= "2026-07-27").toBe(true);
    expect(slots.some((slot) => slot.date === "2026-07-27")).toBe(true);
  });
});

describe("checkSlot", () => {
  const base = { durationMinutes: 60, busy: [span("2026-06-02T08:00:00Z", "2026-06-02T09:15:00Z")], now: at("2026-05-20T12:00:00Z") };
  it.each([
    ["2026-06-01T08:00:00Z", "available"],
    ["2026-06-07T10:00:00Z", "closed"], // Sunday
    ["2026-06-01T07:00:00Z", "closed"], // 08:00 London
    ["2026-06-01T16:30:00Z", "closed"], // 17:30 + 60 min runs past 18:00
    ["2026-06-01T08:10:00Z", "off-grid"],
    ["2026-05-20T12:30:00Z", "too-soon"],
    ["2026-09-01T08:00:00Z", "too-far"],
    ["2026-06-02T08:00:00Z", "taken"],
  ])("%s is %s", (start, expected) => {
    expect(checkSlot({ ...base, start: at(start) })).toBe(expected);
  });
});

describe("nextGridStart: a walk-in's now", () => {
  const settings = defaultAvailabilitySettings;
  it("is the next quarter hour on London's clock, or this one when it is exactly on it", () => {
    expect(nextGridStart(new Date("2030-06-11T13:07:30Z"), settings)).toEqual({ date: "2030-06-11", time: "14:15" });
    expect(nextGridStart(new Date("2030-06-11T13:15:00Z"), settings)).toEqual({ date: "2030-06-11", time: "14:15" });
    expect(nextGridStart(new Date("2030-06-11T13:15:00.001Z"), settings)).toEqual({ date: "2030-06-11", time: "14:30" });
    expect(nextGridStart(new Date("2030-01-15T09:52:00Z"), settings)).toEqual({ date: "2030-01-15", time: "10:00" });
  });
  it("passes midnight into the next day", () => {
    expect(nextGridStart(new Date("2030-01-15T23:50:00Z"), settings)).toEqual({ date: "2030-01-16", time: "00:00" });
  });
});
