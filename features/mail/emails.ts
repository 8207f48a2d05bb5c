/**
 * Every email the studio sends, as pure functions: what goes in the outbox (DESIGN section 6). Each message is
 * built from blocks that render both to plain text and to simple inline-styled HTML, so the two never disagree
 * and everything a visitor typed is escaped once, in one place.
 */
import { bookingPolicies, patchTestRuleText, patchTestSummary, patchTestTiming } from "~/content/aftercare";
import { findService } from "~/content/catalogue";
import { defaultStudio, formatAddress, type Studio } from "~/features/studio";
import { FAT_FREEZING_SERVICE, type ContactInput, type WaitlistInput } from "~/features/inquiries";
import { bookingCalendar } from "~/features/booking";
import { formatDuration, formatLondonDateTime } from "~/lib/display-time";
import { formatTotal } from "~/lib/money";

export type EmailKind =
  | "booking-received"
  | "payment-received"
  | "booking-confirmed"
  | "booking-reminder"
  | "waitlist-welcome"
  | "studio-booking"
  | "studio-inquiry";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (calendar files); the mailer encodes it for transport. */
  content: string;
}

export interface EmailMessage {
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
  /** Where a reply goes when it is not the studio: the client, on the studio's own notices about them. */
  replyTo?: string;
}

/** Who is writing and where links point. */
export interface EmailContext {
  studio: Studio;
  /** Scheme and host of the site, e.g. https://www.example.com; links to the site are left out when empty. */
  origin: string;
  /** Where notices to the studio go; the studio's public email when unset. */
  notifyEmail?: string;
}

/** For callers that pass no context: the placeholder studio, and no site links. */
export const defaultEmailContext: EmailContext = { studio: defaultStudio, origin: "" };

/** One line of a booking as the server priced it (the `items` column of bookings). */
export interface BookedItemForEmail {
  id: string;
  type: "service" | "package";
  name: string;
  pricePence: number;
  durationMinutes: number;
}

/** The parts of a bookings row the emails read; a row selected with drizzle fits it as it is. */
export interface BookingForEmail {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  notes: string | null;
  items: readonly BookedItemForEmail[];
  totalPence: number;
  startsAt: Date | null;
  endsAt: Date | null;
  paidAt: Date | null;
}

export type Inquiry =
  | ({ type: "contact" } & ContactInput)
  | ({ type: "waitlist" } & WaitlistInput);

const SIGN_OFF = "With love and a sprinkle of fairy dust,";

/* ---------- formatting ---------- */

/** The short reference a client quotes: the first eight characters of the booking's id. */
export function bookingReference(bookingId: string): string {
  return bookingId.replace(/-/g, "").slice(0, 8).toUpperCase();
}

/**
 * "launches" for a treatment new to the studio, "returns" for one it has offered before: The Ice Sculpt is new
 * (its catalogue copy "launches"); the other waitlist treatments are "returning to service".
 */
export function waitlistOpeningVerb(serviceSlug: string): "launches" | "returns" {
  return serviceSlug === FAT_FREEZING_SERVICE ? "launches" : "returns";
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A header must stay on one line whatever a visitor typed. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function link(origin: string, path: string): string {
  return `${origin.replace(/\/$/, "")}${path}`;
}

/* ---------- blocks, rendered twice ---------- */

type Block =
  | { type: "heading"; text: string }
  | { type: "subheading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "details"; rows: readonly (readonly [label: string, value: string])[] }
  | { type: "list"; items: readonly string[] }
  | { type: "button"; label: string; href: string }
  | { type: "quote"; text: string };

const colours = {
  ink: "#2d1b2a",
  muted: "#5c4a58",
  cream: "#fffaf5",
  blush: "#fdf5f9",
  blushBorder: "#f2d0e2",
  plum: "#6b2d5c",
  plumDark: "#3d1836",
  gold: "#e7c46a",
};
const serif = `'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif`;
const sans = `-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

function renderText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case "heading":
          return block.text;
        case "subheading":
          return `${block.text}\n${"-".repeat(Math.min(block.text.length, 60))}`;
        case "paragraph":
          return block.text;
        case "details":
          return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
        case "list":
          return block.items.map((item) => `- ${item}`).join("\n");
        case "button":
          return `${block.label}: ${block.href}`;
        case "quote":
          return block.text
            .split(/\r\n|\r|\n/)
            .map((line) => `> ${line}`)
            .join("\n");
      }
    })
    .join("\n\n");
}

const paragraphHtml = (text: string) => escapeHtml(text).replace(/\r\n|\r|\n/g, "<br>");

function renderBlockHtml(block: Block): string {
  switch (block.type) {
    case "heading":
      return `<h1 style="margin:0 0 16px;font-family:${serif};font-size:26px;line-height:1.25;font-weight:600;color:${colours.plumDark}">${escapeHtml(block.text)}</h1>`;
    case "subheading":
      return `<h2 style="margin:28px 0 8px;font-family:${serif};font-size:19px;line-height:1.3;font-weight:600;color:${colours.plum}">${escapeHtml(block.text)}</h2>`;
    case "paragraph":
      return `<p style="margin:0 0 14px">${paragraphHtml(block.text)}</p>`;
    case "details": {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" align="left" valign="top" style="padding:6px 16px 6px 0;font-weight:600;color:${colours.muted};white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${paragraphHtml(value)}</td></tr>`,
        )
        .join("");
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;width:100%;border-collapse:collapse;background:${colours.blush};border:1px solid ${colours.blushBorder};border-radius:12px"><tr><td style="padding:12px 16px"><table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows}</table></td></tr></table>`;
    }
    case "list":
      return `<ul style="margin:0 0 14px;padding-left:22px">${block.items.map((item) => `<li style="margin:0 0 6px">${paragraphHtml(item)}</li>`).join("")}</ul>`;
    case "button":
      return `<p style="margin:20px 0"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:${colours.plum};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
    case "quote":
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${colours.gold};background:${colours.cream}">${paragraphHtml(block.text)}</blockquote>`;
  }
}

function footerLines(context: EmailContext): string[] {
  const { studio } = context;
  return [studio.name, formatAddress(studio), `${studio.phone} · ${studio.email}`, ...(context.origin ? [context.origin] : [])];
}

function renderHtml(subject: string, preheader: string, blocks: readonly Block[], context: EmailContext): string {
  const footer = footerLines(context).map(escapeHtml).join("<br>");
  return [
    "<!doctype html>",
    `<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${colours.cream};color:${colours.ink};font-family:${sans};font-size:16px;line-height:1.6">`,
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.cream}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${colours.blushBorder};border-radius:16px">`,
    `<tr><td style="padding:20px 28px;background:${colours.plumDark};border-radius:16px 16px 0 0;font-family:${serif};font-size:20px;color:#ffffff"><span aria-hidden="true" style="color:${colours.gold}">&#10022;</span> ${escapeHtml(context.studio.name)}</td></tr>`,
    `<tr><td style="padding:28px">${blocks.map(renderBlockHtml).join("")}</td></tr>`,
    `<tr><td style="padding:16px 28px 24px;border-top:1px solid ${colours.blushBorder};font-size:13px;color:${colours.muted}">${footer}</td></tr>`,
    "</table></td></tr></table></body></html>",
  ].join("\n");
}

function compose(
  kind: EmailKind,
  to: string,
  subject: string,
  allBlocks: readonly Block[],
  context: EmailContext,
  { attachments = [], replyTo }: { attachments?: EmailAttachment[]; replyTo?: string } = {},
): EmailMessage {
  const cleanSubject = oneLine(subject);
  // Without a known origin a site link cannot work in a mail client, so it is left out rather than sent broken.
  const blocks = allBlocks.filter((block) => block.type !== "button" || !block.href.startsWith("/"));
  const preheader = blocks.find((block) => block.type === "paragraph")?.text ?? cleanSubject;
  const text = `${renderText(blocks)}\n\n--\n${footerLines(context).join("\n")}\n`;
  return {
    kind,
    to,
    subject: cleanSubject,
    text,
    html: renderHtml(cleanSubject, preheader, blocks, context),
    attachments,
    ...(replyTo ? { replyTo } : {}),
  };
}

/* ---------- shared pieces of booking emails ---------- */

interface Appointment {
  startsAt: Date;
  endsAt: Date;
}

function appointmentOf(booking: BookingForEmail): Appointment {
  if (!booking.startsAt || !booking.endsAt) throw new Error(`Booking ${booking.id} has no appointment time`);
  return { startsAt: booking.startsAt, endsAt: booking.endsAt };
}

function minutesBetween({ startsAt, endsAt }: Appointment): number {
  return Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
}

/** "Dream Shade" or "Dream Shade and Brow Lift" or "A, B and C". */
function treatmentNames(booking: BookingForEmail): string {
  const names = booking.items.length > 0 ? booking.items.map((item) => item.name) : [booking.service];
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function itemLines(booking: BookingForEmail): string[] {
  return booking.items.map((item) => `${item.name} (${formatDuration(item.durationMinutes)}): ${formatTotal(item.pricePence)}`);
}

function policy(id: string): readonly string[] {
  const found = bookingPolicies.find((entry) => entry.id === id);
  if (!found) throw new Error(`No booking policy "${id}"`);
  return found.points;
}

/** The policy sentence asking clients to arrive 10 minutes early, as the policies page words it. */
function arriveEarly(): string {
  const point = policy("preparation").find((text) => /arrive \d+ minutes early/.test(text));
  if (!point) throw new Error("The preparation policy no longer says when to arrive");
  return point;
}

/** Each distinct booked service with a patch-test rule, and how that rule reads to a client. */
function patchTestLines(booking: BookingForEmail): string[] {
  const lines = new Map<string, string>();
  for (const item of booking.items) {
    const service = findService(item.id);
    if (service && service.patchTest !== "none") {
      lines.set(service.slug, `${service.name}: ${patchTestRuleText[service.patchTest]}`);
    }
  }
  return [...lines.values()];
}

function patchTestBlocks(booking: BookingForEmail): Block[] {
  const lines = patchTestLines(booking);
  if (lines.length === 0) return [];
  return [
    { type: "subheading", text: "Your patch test" },
    { type: "list", items: lines },
    { type: "paragraph", text: `${patchTestSummary} ${patchTestTiming} Reply to this email or call us to arrange it.` },
  ];
}

function appointmentRows(booking: BookingForEmail, context: EmailContext): [string, string][] {
  const appointment = appointmentOf(booking);
  return [
    ["Treatment", treatmentNames(booking)],
    ["When", formatLondonDateTime(appointment.startsAt)],
    ["Duration", formatDuration(minutesBetween(appointment))],
    ["Where", formatAddress(context.studio)],
    ["Reference", bookingReference(booking.id)],
  ];
}

/** The appointment's calendar file: attached to the booking emails and served by /bookings/:id/appointment.ics. */
export function calendarFile(booking: BookingForEmail, context: EmailContext): EmailAttachment {
  const { startsAt, endsAt } = appointmentOf(booking);
  const { studio } = context;
  const description = [
    `${treatmentNames(booking)} at ${studio.name}.`,
    `Reference ${bookingReference(booking.id)}.`,
    arriveEarly(),
    `Questions or changes: ${studio.phone} or ${studio.email}.`,
  ].join("\n");
  return {
    filename: "appointment.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: bookingCalendar({
      uid: `${booking.id}@${studio.email.split("@")[1] ?? "studio"}`,
      startsAt,
      endsAt,
      summary: `${treatmentNames(booking)} at ${studio.name}`,
      description,
      location: formatAddress(studio),
      organizerName: studio.name,
      organizerEmail: studio.email,
      url: context.origin ? link(context.origin, "/policies") : undefined,
    }),
  };
}

/** The given entries, or none: for optional parts of a message. */
function optional<T>(condition: boolean, ...entries: T[]): T[] {
  return condition ? entries : [];
}

const signOff = (context: EmailContext): Block => ({
  type: "paragraph",
  text: `${SIGN_OFF}\nThe ${context.studio.name} team`,
});

/* ---------- to the client ---------- */

export function bookingReceivedEmail(booking: BookingForEmail, context: EmailContext): EmailMessage {
  const when = formatLondonDateTime(appointmentOf(booking).startsAt);
  const blocks: Block[] = [
    { type: "heading", text: `Thank you, ${booking.name}!` },
    {
      type: "paragraph",
      text: `Your booking has landed safely with us and a little fairy dust is already being sprinkled on your appointment. Here is everything in one place.`,
    },
    { type: "details", rows: [...appointmentRows(booking, context), ["Total", formatTotal(booking.totalPence)]] },
    ...optional<Block>(booking.items.length > 1, { type: "list", items: itemLines(booking) }),
    { type: "subheading", text: "What happens next" },
    {
      type: "list",
      items: [
        "We'll contact you within 24 hours to confirm your appointment.",
        arriveEarly(),
        "We've attached a calendar file (appointment.ics) so you can pop the appointment straight into your calendar.",
      ],
    },
    ...patchTestBlocks(booking),
    { type: "subheading", text: "If your plans change" },
    { type: "list", items: policy("cancellation") },
    { type: "button", label: "Read our policies and aftercare", href: link(context.origin, "/policies") },
    signOff(context),
  ];
  return compose(
    "booking-received",
    booking.email,
    `Booking received: ${treatmentNames(booking)} on ${when}`,
    blocks,
    context,
    { attachments: [calendarFile(booking, context)] },
  );
}

export function paymentReceivedEmail(booking: BookingForEmail, context: EmailContext): EmailMessage {
  if (!booking.paidAt) throw new Error(`Booking ${booking.id} has not been paid`);
  const reference = bookingReference(booking.id);
  const blocks: Block[] = [
    { type: "heading", text: "Payment received" },
    {
      type: "paragraph",
      text: `Thank you, ${booking.name}. Your payment of ${formatTotal(booking.totalPence)} has arrived and your appointment is secured. Please keep this email as your receipt.`,
    },
    {
      type: "details",
      rows: [
        ["Amount paid", formatTotal(booking.totalPence)],
        ["Date paid", formatLondonDateTime(booking.paidAt)],
        ["Booking reference", reference],
        ["Appointment", formatLondonDateTime(appointmentOf(booking).startsAt)],
      ],
    },
    { type: "subheading", text: "What you paid for" },
    { type: "list", items: [...itemLines(booking), `Total: ${formatTotal(booking.totalPence)}`] },
    {
      type: "paragraph",
      text: `Questions about your payment? Reply to this email or call us on ${context.studio.phone} and quote ${reference}.`,
    },
    signOff(context),
  ];
  return compose("payment-received", booking.email, `Payment received: ${formatTotal(booking.totalPence)} (booking ${reference})`, blocks, context);
}

export function bookingConfirmedEmail(booking: BookingForEmail, context: EmailContext): EmailMessage {
  const when = formatLondonDateTime(appointmentOf(booking).startsAt);
  const blocks: Block[] = [
    { type: "heading", text: "Your appointment is confirmed ✨" },
    { type: "paragraph", text: `Good news, ${booking.name}: we've confirmed your appointment and can't wait to see you.` },
    { type: "details", rows: appointmentRows(booking, context) },
    { type: "list", items: [arriveEarly()] },
    ...patchTestBlocks(booking),
    { type: "subheading", text: "If your plans change" },
    { type: "list", items: policy("cancellation") },
    { type: "button", label: "Read our policies and aftercare", href: link(context.origin, "/policies") },
    signOff(context),
  ];
  return compose("booking-confirmed", booking.email, `Confirmed: ${treatmentNames(booking)} on ${when}`, blocks, context);
}

export function bookingReminderEmail(booking: BookingForEmail, context: EmailContext): EmailMessage {
  const when = formatLondonDateTime(appointmentOf(booking).startsAt);
  const blocks: Block[] = [
    { type: "heading", text: "See you soon!" },
    {
      type: "paragraph",
      text: `Hello ${booking.name}, a gentle reminder that your appointment is coming up on ${when}. We're getting the studio ready for you.`,
    },
    { type: "details", rows: appointmentRows(booking, context) },
    { type: "list", items: [arriveEarly()] },
    ...patchTestBlocks(booking),
    { type: "subheading", text: "If your plans change" },
    { type: "list", items: policy("cancellation") },
    { type: "button", label: "Read our policies and aftercare", href: link(context.origin, "/policies") },
    signOff(context),
  ];
  return compose("booking-reminder", booking.email, `Reminder: ${treatmentNames(booking)} on ${when}`, blocks, context);
}

export function waitlistWelcomeEmail(entry: WaitlistInput, context: EmailContext): EmailMessage {
  const service = findService(entry.service);
  if (!service) throw new Error(`The catalogue has no service "${entry.service}"`);
  const verb = waitlistOpeningVerb(service.slug);
  const modelling =
    entry.interestedInModeling === "yes"
      ? "You told us you'd love to be a model for a free session. We'll be in touch if a place comes up."
      : "You told us you might like to be a model for a free session. We'll let you know if a place comes up, with no obligation.";
  const blocks: Block[] = [
    { type: "heading", text: "Welcome to the waitlist!" },
    {
      type: "paragraph",
      text: `Hello ${entry.name}, you're on the list for ${service.name}. You'll be the first to know when ${service.name} ${verb}.`,
    },
    { type: "quote", text: `${service.emoji} ${service.shortDescription}` },
    ...optional<Block>(entry.interestedInModeling !== "no", { type: "paragraph", text: modelling }),
    {
      type: "paragraph",
      text: "There's nothing more you need to do. Signed up by mistake? Just reply to this email and we'll take you off the list.",
    },
    { type: "button", label: `Read about ${service.name}`, href: link(context.origin, `/services/${service.slug}`) },
    signOff(context),
  ];
  return compose("waitlist-welcome", entry.email, `Welcome to the waitlist for ${service.name} ✨`, blocks, context);
}

/* ---------- to the studio ---------- */

function studioInbox(context: EmailContext): string {
  return context.notifyEmail ?? context.studio.email;
}

export function studioBookingNotice(booking: BookingForEmail, context: EmailContext): EmailMessage {
  const appointment = appointmentOf(booking);
  const when = formatLondonDateTime(appointment.startsAt);
  const blocks: Block[] = [
    { type: "heading", text: "New paid booking" },
    { type: "paragraph", text: `${booking.name} has booked and paid. Please confirm the appointment within 24 hours.` },
    {
      type: "details",
      rows: [
        ["Client", booking.name],
        ["Email", booking.email],
        ["Phone", booking.phone],
        ["When", when],
        ["Duration", formatDuration(minutesBetween(appointment))],
        ["Total", formatTotal(booking.totalPence)],
        ...optional<[string, string]>(booking.paidAt !== null, ["Paid", booking.paidAt ? formatLondonDateTime(booking.paidAt) : ""]),
        ["Reference", bookingReference(booking.id)],
      ],
    },
    { type: "subheading", text: "Treatments" },
    { type: "list", items: itemLines(booking) },
    ...optional<Block>(Boolean(booking.notes), { type: "subheading", text: "Notes from the client" }, { type: "quote", text: booking.notes ?? "" }),
    { type: "button", label: "Open the admin dashboard", href: link(context.origin, "/admin") },
  ];
  return compose("studio-booking", studioInbox(context), `New booking: ${booking.name}, ${treatmentNames(booking)}, ${when}`, blocks, context, {
    replyTo: booking.email,
  });
}

export function studioInquiryNotice(inquiry: Inquiry, context: EmailContext): EmailMessage {
  if (inquiry.type === "contact") {
    const blocks: Block[] = [
      { type: "heading", text: "New message from the website" },
      { type: "paragraph", text: `${inquiry.name} sent a message through the contact form. The website promises a reply within 24 hours.` },
      {
        type: "details",
        rows: [
          ["Name", inquiry.name],
          ["Email", inquiry.email],
          ["Phone", inquiry.phone ?? "not given"],
          ["About", inquiry.service ?? "not chosen"],
        ],
      },
      { type: "quote", text: inquiry.message },
      { type: "button", label: `Reply to ${inquiry.name}`, href: `mailto:${inquiry.email}` },
    ];
    return compose("studio-inquiry", studioInbox(context), `New message from ${inquiry.name}`, blocks, context, { replyTo: inquiry.email });
  }
  const service = findService(inquiry.service);
  const serviceName = service?.name ?? inquiry.service;
  const blocks: Block[] = [
    { type: "heading", text: "New waitlist sign-up" },
    { type: "paragraph", text: `${inquiry.name} joined the waitlist for ${serviceName}.` },
    {
      type: "details",
      rows: [
        ["Name", inquiry.name],
        ["Email", inquiry.email],
        ["Phone", inquiry.phone],
        ["Treatment", serviceName],
        ["Interested in modelling", inquiry.interestedInModeling],
        ["Marketing emails", inquiry.marketingConsent ? "yes, consent given" : "no"],
      ],
    },
    { type: "button", label: "Open the admin dashboard", href: link(context.origin, "/admin") },
  ];
  return compose("studio-inquiry", studioInbox(context), `New waitlist sign-up: ${serviceName}, ${inquiry.name}`, blocks, context, {
    replyTo: inquiry.email,
  });
}
