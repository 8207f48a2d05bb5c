import { describe, expect, it } from "vitest";
import { exportFileName, formatAppointment, formatDate, formatDateTime, formatDayHeading } from "./dates";

describe("dashboard dates", () => {
  it("shows instants on the London clock", () => {
    expect(formatDateTime("2026-03-14T10:00:00Z")).toBe("Sat 14 Mar 2026, 10:00");
    expect(formatDateTime("2026-07-14T10:00:00Z")).toBe("Tue 14 Jul 2026, 11:00");
    expect(formatDate("2026-07-14T23:30:00Z")).toBe("15 Jul 2026");
    expect(formatDateTime(null)).toBe("—");
    expect(formatDate("nonsense")).toBe("—");
  });

  it("describes an appointment", () => {
    expect(formatAppointment({ startsAt: "2026-07-14T09:00:00Z", endsAt: "2026-07-14T10:20:00Z" })).toBe("Tue 14 Jul 2026, 10:00–11:20");
    expect(formatAppointment({ startsAt: "2026-07-14T09:00:00Z" })).toBe("Tue 14 Jul 2026, 10:00");
    expect(formatAppointment({ startsAt: null, preferredDate: "2026-07-14", preferredTime: "10:00" })).toBe("Requested 2026-07-14 at 10:00");
    expect(formatAppointment({})).toBe("No time chosen");
  });

  it("names days", () => {
    expect(formatDayHeading("2026-03-09")).toBe("Monday 9 March");
    expect(formatDayHeading("2026-03-29", { withYear: true })).toBe("Sunday 29 March 2026");
  });

  it("dates an export's file on the London clock, not in UTC", () => {
    expect(exportFileName("bookings", new Date("2026-06-30T23:30:00Z"))).toBe("bookings-2026-07-01.csv");
    expect(exportFileName("contacts", new Date("2026-12-31T23:30:00Z"))).toBe("contacts-2026-12-31.csv");
  });
});
