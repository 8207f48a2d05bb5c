import { describe, expect, it } from "vitest";
import { defaultStudio } from "~/features/studio";
import * as clientEmails from "~/features/booking";
import { bookingReference, noEmailGiven, studioBookingNotice, type BookingForEmail } from "~/features/booking";
import { studioInquiryNotice, waitlistWelcomeEmail } from "~/features/inquiries";
import { type EmailContext, type EmailMessage } from "~/features/mail";

const context: EmailContext = { studio: defaultStudio, origin: "https://studio.example" };

/** A client email that must be written: the booking below has her address. */
const written =
  <A extends unknown[]>(build: (...args: A) => EmailMessage | null) =>
  (...args: A): EmailMessage => {
    const message = build(...args);
    if (!message) throw new Error("no email written");
    return message;
  };
const bookingReceivedEmail = written(clientEmails.bookingReceivedEmail);
const paymentReceivedEmail = written(clientEmails.paymentReceivedEmail);
const bookingConfirmedEmail = written(clientEmails.bookingConfirmedEmail);
const bookingReminderEmail = written(clientEmails.bookingReminderEmail);
const bookingCancelledEmail = written(clientEmails.bookingCancelledEmail);
const bookingRescheduledEmail = written(clientEmails.bookingRescheduledEmail);
const refundReceiptEmail = written(clientEmails.refundReceiptEmail);

function booking(overrides: Partial<BookingForEmail> = {}): BookingForEmail {
  return {
    id: "5d1c2a9e-7b44-4c1f-9a0e-3f7d2b8c6e11",
    name: "Amelia Hart",
    email: "amelia@example.com",
    phone: "07700 900123",
    service: "Dream Shade, Brow Lift",
    notes: null,
    items: [
      { id: "henna-brows", type: "service", name: "Dream Shade", pricePence: 3500, durationMinutes: 60 },
      { id: "brow-lift", type: "service", name: "Brow Lift", pricePence: 5500, durationMinutes: 80 },
    ],
    totalPence: 9000,
    startsAt: new Date("2026-03-28T10:00:00Z"),
    endsAt: new Date("2026-03-28T12:20:00Z"),
    paidAt: new Date("2026-03-20T18:45:00Z"),
    ...overrides,
  };
}

const cloudWaxOnly = {
  items: [{ id: "cloud-wax", type: "service" as const, name: "Cloud Wax", pricePence: 2000, durationMinutes: 60 }],
  totalPence: 2000,
  service: "Cloud Wax",
  startsAt: new Date("2026-07-04T09:00:00Z"),
  endsAt: new Date("2026-07-04T10:00:00Z"),
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

/** Collects "Label: value" lines of the plain text. */
function textFields(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split("\n")
      .map((line) => /^([A-Z][\w ]+): (.+)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  );
}

describe("formatting", () => {
  it("makes a short booking reference from the id", () => {
    expect(bookingReference("5d1c2a9e-7b44-4c1f-9a0e-3f7d2b8c6e11")).toBe("5D1C2A9E");
  });
});

describe("bookingReceivedEmail", () => {
  const email = bookingReceivedEmail(booking(), context);
  const fields = textFields(email.text);

  it("goes to the client with the appointment in the subject", () => {
    expect(email.kind).toBe("booking-received");
    expect(email.to).toBe("amelia@example.com");
    expect(email.subject).toBe("Booking received: Dream Shade and Brow Lift on Saturday 28 March 2026 at 10:00");
  });

  it("says what, when, how long, how much and where, in text and in HTML", () => {
    expect(fields).toMatchObject({
      Treatment: "Dream Shade and Brow Lift",
      When: "Saturday 28 March 2026 at 10:00",
      Duration: "2 hours 20 minutes",
      Total: "£90.00",
      Where: "12 Lavender Mews, London SW11 1AA",
      Reference: "5D1C2A9E",
    });
    expect(email.text).toContain("- Dream Shade (1 hour): £35.00");
    expect(email.text).toContain("- Brow Lift (1 hour 20 minutes): £55.00");
    for (const value of ["Saturday 28 March 2026 at 10:00", "2 hours 20 minutes", "£90.00", "12 Lavender Mews, London SW11 1AA"]) {
      expect(email.html).toContain(value);
    }
  });

  it("says who treats her when the sender knows (DESIGN 10), and no \"With\" line when it does not", () => {
    expect(textFields(bookingReceivedEmail(booking({ practitioner: "Maya Lewis" }), context).text).With).toBe("Maya Lewis");
    expect(textFields(bookingReminderEmail(booking({ practitioner: "Maya Lewis" }), context).text).With).toBe("Maya Lewis");
    expect(fields.With).toBeUndefined();
  });

  it("says \"You're booked\" with the time once the booking is confirmed (paid), and promises no call to confirm it", () => {
    const booked = bookingReceivedEmail(booking({ status: "confirmed" }), context);
    expect(booked.subject).toBe("You're booked: Dream Shade and Brow Lift on Saturday 28 March 2026 at 10:00");
    expect(booked.text).toContain("You're booked for Saturday 28 March 2026 at 10:00.");
    expect(booked.text).not.toContain("to confirm your appointment");
    expect(booked.text).toMatch(/arrive 10 minutes early/);
  });

  it("tells a booking with nothing paid what happens next: confirmation in 24 hours, arrive 10 minutes early, the 24-hour cancellation policy", () => {
    expect(email.text).toContain("We'll contact you within 24 hours to confirm your appointment.");
    expect(email.text).toMatch(/arrive 10 minutes early/);
    expect(email.text).toMatch(/at least 24 hours' notice/);
    expect(email.text).toContain("Read our policies and aftercare: https://studio.example/policies");
    expect(hrefs(email.html)).toContain("https://studio.example/policies");
  });

  it("reminds about the patch test for treatments that need one, and only then", () => {
    expect(email.text).toContain("Your patch test");
    expect(email.text).toMatch(/Dream Shade: Required for every client/);
    expect(email.text).toMatch(/Brow Lift: Recommended if you have sensitive skin/);
    expect(email.text).toMatch(/at least 24 hours before your treatment/);
    const wax = bookingReceivedEmail(booking(cloudWaxOnly), context);
    expect(wax.text).not.toContain("patch test");
    expect(wax.html).not.toContain("patch test");
  });

  it("writes summer appointments in British Summer Time", () => {
    const summer = bookingReceivedEmail(booking(cloudWaxOnly), context);
    expect(textFields(summer.text).When).toBe("Saturday 4 July 2026 at 10:00");
    expect(summer.attachments[0]!.content).toContain("DTSTART;TZID=Europe/London:20260704T100000");
  });

  it("attaches the appointment as a calendar file", () => {
    expect(email.attachments).toHaveLength(1);
    const [file] = email.attachments;
    expect(file).toMatchObject({ filename: "appointment.ics", contentType: expect.stringMatching(/^text\/calendar/) });
    const unfolded = file!.content.replace(/\r\n /g, "");
    expect(unfolded).toContain("DTSTART;TZID=Europe/London:20260328T100000\r\n");
    expect(unfolded).toContain("DTEND;TZID=Europe/London:20260328T122000\r\n");
    expect(unfolded).toContain("UID:5d1c2a9e-7b44-4c1f-9a0e-3f7d2b8c6e11@sculpteddreams.studio\r\n");
    expect(unfolded).toContain("SUMMARY:Dream Shade and Brow Lift at Sculpted Dreams Studio\r\n");
  });

  it("escapes what the client typed in HTML and keeps it as typed in the text", () => {
    const hostile = bookingReceivedEmail(booking({ name: `<script>alert("x")</script> Amy` }), context);
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Amy");
    expect(hostile.text).toContain(`Thank you, <script>alert("x")</script> Amy!`);
  });

  it("refuses a booking without an appointment time", () => {
    expect(() => bookingReceivedEmail(booking({ startsAt: null, endsAt: null }), context)).toThrow(/no appointment time/);
  });
});

describe("paymentReceivedEmail", () => {
  const email = paymentReceivedEmail(booking(), context);

  it("is a receipt: amount, items, date paid and the booking reference", () => {
    expect(email.kind).toBe("payment-received");
    expect(email.to).toBe("amelia@example.com");
    expect(email.subject).toBe("Payment received: £90.00 (booking 5D1C2A9E)");
    expect(textFields(email.text)).toMatchObject({
      "Amount paid": "£90.00",
      "Date paid": "Friday 20 March 2026 at 18:45",
      "Booking reference": "5D1C2A9E",
      Appointment: "Saturday 28 March 2026 at 10:00",
    });
    expect(email.text).toContain("- Dream Shade (1 hour): £35.00");
    expect(email.text).toContain("- Total: £90.00");
    expect(email.html).toContain("Friday 20 March 2026 at 18:45");
  });

  it("refuses an unpaid booking", () => {
    expect(() => paymentReceivedEmail(booking({ paidAt: null }), context)).toThrow(/not been paid/);
  });
});

describe("bookingConfirmedEmail and bookingReminderEmail", () => {
  it("confirm the appointment with its time and place", () => {
    const email = bookingConfirmedEmail(booking(), context);
    expect(email.kind).toBe("booking-confirmed");
    expect(email.subject).toBe("Confirmed: Dream Shade and Brow Lift on Saturday 28 March 2026 at 10:00");
    expect(textFields(email.text)).toMatchObject({ When: "Saturday 28 March 2026 at 10:00", Where: "12 Lavender Mews, London SW11 1AA" });
    expect(email.text).toMatch(/arrive 10 minutes early/);
  });

  it("remind the day before, with the cancellation policy and the patch test", () => {
    const email = bookingReminderEmail(booking(), context);
    expect(email.kind).toBe("booking-reminder");
    expect(email.to).toBe("amelia@example.com");
    expect(email.subject).toBe("Reminder: Dream Shade and Brow Lift on Saturday 28 March 2026 at 10:00");
    expect(email.text).toMatch(/less than 24 hours' notice, more than 14 days after booking, and 50% of what you paid is refunded/);
    // The 14-day right and the model form's page (docs/decisions/0035).
    expect(email.text).toContain("Your 14-day right to cancel");
    expect(email.text).toContain("model cancellation form, but you don't have to: https://studio.example/cancellation-form");
    expect(email.text).toContain("Your patch test");
    // Her patch test is still to book (nothing says she has one): /book books it.
    expect(hrefs(email.html)).toEqual(["https://studio.example/book?items=patch-test", "https://studio.example/bookings/manage/__manage_token__", "https://studio.example/policies"]);
  });
});

describe("the manage link", () => {
  const slot = "https://studio.example/bookings/manage/__manage_token__";
  const kinds = {
    received: bookingReceivedEmail(booking(), context),
    payment: paymentReceivedEmail(booking(), context),
    confirmed: bookingConfirmedEmail(booking(), context),
    reminder: bookingReminderEmail(booking(), context),
    cancelled: bookingCancelledEmail(booking(), context, { by: "client", refundPence: 9000, voucherBackPence: 0 }),
    rescheduled: bookingRescheduledEmail(booking(), context, { previousStartsAt: new Date("2026-03-27T10:00:00Z") }),
    refund: refundReceiptEmail(booking(), context, { amountPence: 9000, refundedAt: new Date("2026-03-21T10:00:00Z"), totalRefundedPence: 9000 }),
  };

  it("is in every client email about a booking, as a button and as text, with a slot for its token", () => {
    for (const [kind, email] of Object.entries(kinds)) {
      expect(hrefs(email.html), kind).toContain(slot);
      expect(email.text, kind).toContain(`If the button does not work, copy this link into your browser: ${slot}`);
    }
  });

  it("is left out without PUBLIC_URL, and never in the studio's notice", () => {
    const bare = { ...context, origin: "" };
    expect(bookingReceivedEmail(booking(), bare).text).not.toContain("/bookings/manage/");
    expect(bookingCancelledEmail(booking(), bare, { by: "studio", refundPence: 0, voucherBackPence: 0 }).html).not.toContain("/bookings/manage/");
    expect(studioBookingNotice(booking(), context).text).not.toContain("/bookings/manage/");
  });
});

describe("a client staff booked without an email address", () => {
  const walkIn = booking({ email: null });

  it("is written no email of her own, and the studio's notice says she gave none", () => {
    expect(clientEmails.bookingReceivedEmail(walkIn, context)).toBeNull();
    expect(clientEmails.paymentLinkEmail(walkIn, context)).toBeNull();
    expect(clientEmails.bookingReminderEmail(walkIn, context)).toBeNull();
    expect(clientEmails.bookingCancelledEmail(walkIn, context, { by: "studio", refundPence: 0, voucherBackPence: 0 })).toBeNull();
    const notice = studioBookingNotice(walkIn, context);
    expect(notice.text).toContain(`Email: ${noEmailGiven}`);
    expect(notice.replyTo).toBeUndefined();
  });
});

describe("waitlistWelcomeEmail", () => {
  const entry = {
    name: "Priya Shah",
    email: "priya@example.com",
    phone: "07700 900456",
    interestedInModeling: "maybe" as const,
    marketingEmail: false,
  };

  it("says The Ice Sculpt launches and links to its page", () => {
    const email = waitlistWelcomeEmail({ ...entry, service: "the-ice-sculpt" }, context);
    expect(email).toMatchObject({ kind: "waitlist-welcome", to: "priya@example.com", subject: "Welcome to the waitlist for The Ice Sculpt ✨" });
    expect(email.text).toContain("You'll be the first to know when The Ice Sculpt launches.");
    expect(hrefs(email.html)).toEqual(["https://studio.example/services/the-ice-sculpt", "https://studio.example/unsubscribe/__unsubscribe_token__"]);
    expect(email.text).toContain("https://studio.example/services/the-ice-sculpt");
  });

  it("is addressed to the person by name and ends with an unsubscribe link the outbox fills in as it sends", () => {
    const email = waitlistWelcomeEmail({ ...entry, service: "inch-away" }, context);
    expect(email.toName).toBe("Priya Shah");
    expect(email.text).toContain("No longer want these emails? Unsubscribe: https://studio.example/unsubscribe/__unsubscribe_token__\n");
    expect(email.text).toContain("Use the unsubscribe link at the end of this email");
    // Without PUBLIC_URL a link could not be opened from a mail client: replying is the way.
    const bare = waitlistWelcomeEmail({ ...entry, service: "inch-away" }, { ...context, origin: "" });
    expect(bare.text).not.toContain("unsubscribe");
    expect(bare.html).not.toContain("/unsubscribe/");
    expect(bare.text).toContain("Just reply to this email and we'll take you off the list.");
  });

  it.each([
    ["inch-away", "Inch Away"],
    ["smooth-sculpt", "Smooth & Sculpt"],
    ["the-glow-lift", "The Glow Lift"],
  ])("says %s returns", (slug, name) => {
    const email = waitlistWelcomeEmail({ ...entry, service: slug }, context);
    expect(email.text).toContain(`You'll be the first to know when ${name} returns.`);
    expect(email.html).toContain(`when ${name.replace("&", "&amp;")} returns.`);
  });

  it("mentions modelling only to those interested", () => {
    expect(waitlistWelcomeEmail({ ...entry, service: "inch-away" }, context).text).toMatch(/model for a free session/);
    expect(waitlistWelcomeEmail({ ...entry, service: "inch-away", interestedInModeling: "no" }, context).text).not.toMatch(/model/);
  });
});

describe("notices to the studio", () => {
  it("send a new paid booking to the notify address with the client's details and notes, escaped", () => {
    const email = studioBookingNotice(booking({ notes: "Allergic to <b>latex</b> & nuts" }), { ...context, notifyEmail: "bookings@studio.example" });
    expect(email.kind).toBe("studio-booking");
    expect(email.to).toBe("bookings@studio.example");
    expect(email.subject).toBe("New booking: Amelia Hart, Dream Shade and Brow Lift, Saturday 28 March 2026 at 10:00");
    expect(textFields(email.text)).toMatchObject({
      Client: "Amelia Hart",
      Email: "amelia@example.com",
      Phone: "07700 900123",
      When: "Saturday 28 March 2026 at 10:00",
      Total: "£90.00",
      Paid: "Friday 20 March 2026 at 18:45",
    });
    expect(email.text).toContain("> Allergic to <b>latex</b> & nuts");
    expect(email.html).toContain("Allergic to &lt;b&gt;latex&lt;/b&gt; &amp; nuts");
    expect(hrefs(email.html)).toEqual(["https://studio.example/admin"]);
    expect(email.replyTo).toBe("amelia@example.com");
  });

  it("send a contact message to the studio's email by default, escaping the message", () => {
    const message = `<script>alert("x")</script>\nCould I book henna brows for May?`;
    const email = studioInquiryNotice(
      { type: "contact", name: "Amelia <img src=x>", email: "amelia@example.com", service: "Henna Brows", message },
      context,
    );
    expect(email.kind).toBe("studio-inquiry");
    expect(email.to).toBe(defaultStudio.email);
    expect(email.subject).toBe("New message from Amelia <img src=x>");
    expect(email.text).toContain(`> <script>alert("x")</script>\n> Could I book henna brows for May?`);
    expect(textFields(email.text)).toMatchObject({ Phone: "not given", About: "Henna Brows" });
    expect(email.html).not.toMatch(/<script|<img/);
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Could I book henna brows for May?");
    expect(hrefs(email.html)).toEqual(["mailto:amelia@example.com"]);
    expect(email.replyTo).toBe("amelia@example.com");
  });

  it("send a waitlist sign-up with the treatment's name", () => {
    const email = studioInquiryNotice(
      {
        type: "waitlist",
        name: "Priya Shah",
        email: "priya@example.com",
        phone: "07700 900456",
        service: "the-ice-sculpt",
        interestedInModeling: "yes",
        marketingEmail: true,
      },
      context,
    );
    expect(email.subject).toBe("New waitlist sign-up: The Ice Sculpt, Priya Shah");
    expect(email.replyTo).toBe("priya@example.com");
    expect(textFields(email.text)).toMatchObject({ Treatment: "The Ice Sculpt", "Interested in modelling": "yes", "Marketing emails": "yes, consent given" });
  });

  it("keep a subject on one line whatever was typed", () => {
    const email = studioInquiryNotice(
      { type: "contact", name: "Amelia\r\nBcc: victim@example.com", email: "a@example.com", message: "Hello there, a question." },
      context,
    );
    expect(email.subject).toBe("New message from Amelia Bcc: victim@example.com");
  });
});

describe("every email", () => {
  const all = [
    bookingReceivedEmail(booking(), context),
    paymentReceivedEmail(booking(), context),
    bookingConfirmedEmail(booking(), context),
    bookingReminderEmail(booking(), context),
    waitlistWelcomeEmail({ name: "P", email: "p@example.com", phone: "07700900456", service: "inch-away", interestedInModeling: "no", marketingEmail: false }, context),
    studioBookingNotice(booking(), context),
    studioInquiryNotice({ type: "contact", name: "Amelia", email: "a@example.com", message: "Hello there, a question." }, context),
  ];

  it.each(all.map((email) => [email.kind, email]))("%s signs with the studio's details in text and HTML", (_kind, email) => {
    for (const line of [defaultStudio.name, "12 Lavender Mews, London SW11 1AA", defaultStudio.phone]) {
      expect(email.text).toContain(line);
      expect(email.html).toContain(line);
    }
    expect(email.html).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
    expect(email.text).not.toMatch(/undefined|null|NaN|\[object/);
    expect(email.html).not.toMatch(/undefined|null|NaN|\[object/);
  });
});

describe("what the booking emails promise is what happens (issue 34)", () => {
  const iceSculpt = {
    items: [{ id: "the-ice-sculpt", type: "service" as const, name: "The Ice Sculpt", pricePence: 15000, durationMinutes: 60 }],
    totalPence: 15000,
    service: "The Ice Sculpt",
  };

  it("asks a wax to arrive early for her treatment, and only a treatment with a consultation form for its consultation", () => {
    for (const build of [bookingReceivedEmail, bookingConfirmedEmail, bookingReminderEmail]) {
      const wax = build(booking({ ...cloudWaxOnly, status: "confirmed" }), context);
      expect(wax.text).not.toMatch(/consultation/i);
      expect(wax.html).not.toMatch(/consultation/i);
      expect(wax.text).toContain("Please arrive 10 minutes early so your treatment can start on time.");
      expect(build(booking({ ...iceSculpt, status: "confirmed" }), context).text).toContain("so we can go through your consultation");
    }
    expect(bookingReceivedEmail(booking(cloudWaxOnly), context).attachments[0]!.content.replace(/\r\n /g, "")).not.toMatch(/consultation/i);
  });

  it("sends her to /book for a patch test still to book, not to a phone call", () => {
    const email = bookingReceivedEmail(booking({ patchTest: null }), context);
    expect(email.text).not.toMatch(/call us to arrange/i);
    expect(email.text).toContain("Book your free patch test: https://studio.example/book?items=patch-test");
    expect(hrefs(email.html)).toContain("https://studio.example/book?items=patch-test");
  });

  it("carries the patch test booked with it in the treatment's one confirmation: its time, what to bring and its calendar file", () => {
    const patch = booking({
      id: "7a2f0c1d-1111-4c1f-9a0e-3f7d2b8c6e22",
      items: [{ id: "patch-test", type: "service", name: "Patch Test", pricePence: 0, durationMinutes: 15 }],
      service: "Patch Test",
      totalPence: 0,
      startsAt: new Date("2026-03-26T16:00:00Z"),
      endsAt: new Date("2026-03-26T16:15:00Z"),
      practitioner: "Maya Lewis",
    });
    const email = bookingReceivedEmail(booking({ patchTest: "booked", patchTestStartsAt: patch.startsAt, patchTestBooking: patch, status: "confirmed" }), context);
    expect(email.text).toContain("Your free patch test is booked for Thursday 26 March 2026 at 16:00, 24 to 48 hours before this appointment (reference 7A2F0C1D).");
    expect(email.text).toContain("Please arrive 10 minutes early, with clean, make-up-free skin around the test area.");
    expect(email.text).not.toContain("separate email");
    expect(email.attachments.map((file) => file.filename)).toEqual(["appointment.ics", "patch-test.ics"]);
    expect(email.attachments[1]!.content).toContain("UID:7a2f0c1d-1111-4c1f-9a0e-3f7d2b8c6e22@");
    expect(email.attachments[1]!.content).toContain("DTSTART;TZID=Europe/London:20260326T160000");
    // Any other email about the treatment names the patch test's time without promising a second email.
    const reminder = bookingReminderEmail(booking({ patchTest: "booked", patchTestStartsAt: patch.startsAt }), context);
    expect(reminder.text).toContain("Your free patch test has its own appointment, on Thursday 26 March 2026 at 16:00, 24 to 48 hours before this one.");
    expect(reminder.text).not.toContain("separate email");
  });

  it("links the calendar event to her manage link, not /policies, and names who treats her", () => {
    const file = bookingReceivedEmail(booking({ practitioner: "Maya Lewis" }), context).attachments[0]!.content.replace(/\r\n /g, "");
    expect(file).toContain("URL:https://studio.example/bookings/manage/__manage_token__");
    expect(file).not.toContain("URL:https://studio.example/policies");
    expect(file).toContain("With Maya Lewis.");
    expect(file).toContain("Manage your booking: https://studio.example/bookings/manage/__manage_token__");
  });
});
