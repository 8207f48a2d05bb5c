import { describe, expect, it } from "vitest";
import { appointmentStands, appointmentView, type BookingForView } from "./appointment-view";

const now = new Date("2026-12-01T12:00:00Z");

function booking(overrides: Partial<BookingForView> = {}): BookingForView {
  return {
    id: "0f8b6a52-2c1d-4e8e-9a31-5b7c2d9e1f00",
    name: "Amelia  Hart",
    email: "amelia@example.com",
    phone: "07700 900123",
    service: "Dream Shade, Cloud Wax",
    notes: null,
    items: [
      { id: "henna-brows", type: "service", name: "Dream Shade", pricePence: 3500, durationMinutes: 60 },
      { id: "cloud-wax", type: "service", name: "Cloud Wax", pricePence: 2000, durationMinutes: 60 },
    ],
    totalPence: 5500,
    startsAt: new Date("2026-12-08T10:00:00Z"),
    endsAt: new Date("2026-12-08T12:00:00Z"),
    paidAt: null,
    status: "pending",
    paymentStatus: "unpaid",
    holdExpiresAt: new Date("2026-12-01T12:10:00Z"),
    cancellationReason: null,
    ...overrides,
  };
}

describe("appointmentView", () => {
  it("writes the appointment out in London time, without contact details", () => {
    const view = appointmentView(booking({ paymentStatus: "paid", holdExpiresAt: null }), { now, manageHref: "/bookings/manage/TOKEN" });
    expect(view).toMatchObject({
      reference: "0F8B6A52",
      firstName: "Amelia",
      when: "Tuesday 8 December 2026 at 10:00",
      duration: "2 hours",
      services: "Dream Shade, Cloud Wax",
      total: "£55.00",
      state: "paid",
      calendarHref: "/bookings/manage/TOKEN/appointment.ics",
      manageHref: "/bookings/manage/TOKEN",
    });
    expect(view.items).toEqual([
      { name: "Dream Shade", price: "£35.00" },
      { name: "Cloud Wax", price: "£20.00" },
    ]);
    expect(JSON.stringify(view)).not.toContain("amelia@example.com");
  });

  it("says what was paid and how, not the whole price, when a voucher and a membership met part of it", () => {
    const view = appointmentView(booking({ paymentStatus: "paid", holdExpiresAt: null, voucherPence: 2000, memberPence: 500 }), { now });
    expect(view.total).toBe("£55.00");
    expect(view.paid).toBe("£50.00");
    expect(view.paidParts).toEqual(["£30.00 by card", "£20.00 by gift voucher", "£5.00 off: Dreams Club member price"]);
    expect(appointmentView(booking({ paymentStatus: "unpaid" }), { now }).paidParts).toEqual([]);
  });

  it("tells held, free, expired and cancelled bookings apart", () => {
    expect(appointmentView(booking(), { now })).toMatchObject({ state: "awaiting-payment", holdUntil: "12:10" });
    expect(appointmentView(booking({ totalPence: 0, holdExpiresAt: null }), { now }).state).toBe("free");
    const expired = appointmentView(booking({ holdExpiresAt: new Date("2026-12-01T11:59:00Z") }), { now });
    expect(expired).toMatchObject({ state: "cancelled", holdExpired: true, calendarHref: null });
    const cancelled = appointmentView(booking({ status: "cancelled", cancellationReason: null }), { now });
    expect(cancelled).toMatchObject({ state: "cancelled", holdExpired: false });
  });
});

describe("the calendar file", () => {
  it("is offered only beside a manage link, never by booking id", () => {
    const view = appointmentView(booking({ paymentStatus: "paid", holdExpiresAt: null }), { now });
    expect(view).toMatchObject({ calendarHref: null, manageHref: null });
  });
});

describe("appointmentStands", () => {
  it("holds for paid and free bookings and for unpaid ones within their hold", () => {
    expect(appointmentStands(booking({ paymentStatus: "paid", holdExpiresAt: null }), now)).toBe(true);
    expect(appointmentStands(booking(), now)).toBe(true);
    expect(appointmentStands(booking({ holdExpiresAt: new Date("2026-12-01T11:00:00Z") }), now)).toBe(false);
    expect(appointmentStands(booking({ status: "cancelled", paymentStatus: "paid" }), now)).toBe(false);
    expect(appointmentStands(booking({ startsAt: null }), now)).toBe(false);
  });
});
