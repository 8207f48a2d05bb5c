import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().defaultRandom();
/** Bytes as PostgreSQL keeps them (an uploaded photo); postgres.js reads and writes a Buffer. */
const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: id(),
  username: text("username").notNull().unique(),
  /** A password hash, never the password itself. */
  password: text("password").notNull(),
  createdAt: createdAt(),
});

export const contacts = pgTable("contacts", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  service: text("service"),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/**
 * Written by hand in the migrations (0006, 0038), because drizzle-kit cannot express them or db/ cannot import the
 * lists they are built from (features/booking/rules/booking-status.ts; tests/integration/booking/diary-rule.test.ts
 * reads them back and compares): the exclusion constraints that keep two allocations of one practitioner, room or
 * machine in the diary from meeting (docs/decisions/0050), and the checks that a status, a payment status, a source and the audit's actor are one
 * of their lists. Spelled as PostgreSQL prints them back (pg_get_constraintdef), so the drift test
 * (tests/integration/platform/schema-drift.test.ts) holds the migrated database to them, as it holds it to the tables.
 */
export const handWrittenConstraints: Record<string, string> = {
  "allocations.allocations_practitioner_no_overlap":
    "EXCLUDE USING gist (staff_member_id WITH =, tstzrange(starts_at, ends_at, '[)'::text) WITH &&) WHERE ((in_diary AND (staff_member_id IS NOT NULL)))",
  "allocations.allocations_resource_no_overlap":
    "EXCLUDE USING gist (resource_id WITH =, tstzrange(starts_at, ends_at, '[)'::text) WITH &&) WHERE ((in_diary AND (resource_id IS NOT NULL)))",
  "bookings.bookings_status_known": "CHECK ((status = ANY (ARRAY['pending'::text, 'confirmed'::text, 'completed'::text, 'cancelled'::text, 'no-show'::text])))",
  "bookings.bookings_payment_status_known":
    "CHECK ((payment_status = ANY (ARRAY['unpaid'::text, 'paid'::text, 'partially_refunded'::text, 'refunded'::text, 'failed'::text])))",
  "bookings.bookings_source_known": "CHECK ((source = ANY (ARRAY['online'::text, 'staff'::text])))",
  "booking_status_changes.booking_status_changes_actor_known": "CHECK ((actor = ANY (ARRAY['staff'::text, 'client'::text, 'payment'::text, 'system'::text])))",
};

/** One basket line as priced by the server when the booking was made (prices can change later). */
export interface BookedItem {
  id: string;
  type: "service" | "package";
  packageIndex?: number;
  name: string;
  pricePence: number;
  durationMinutes: number;
  /** What a Dreams Club membership took off this line (docs/decisions/0029); absent when nothing. */
  memberPence?: number;
  /** The month's included treatment: this line cost nothing. */
  included?: boolean;
}

export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    name: text("name").notNull(),
    /** Null only for a client staff booked without one (docs/decisions/0042): no email goes to her. */
    email: text("email"),
    phone: text("phone").notNull(),
    /** The label of what was booked, as the spec's payload names it. */
    service: text("service").notNull(),
    /** London date and time the client chose, as typed; startsAt is the instant. */
    preferredDate: text("preferred_date"),
    preferredTime: text("preferred_time"),
    notes: text("notes"),
    status: text("status").notNull().default("pending"),
    items: jsonb("items").$type<BookedItem[]>().notNull().default(sql`'[]'::jsonb`),
    totalPence: integer("total_pence").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** endsAt plus the buffer before the next appointment: the span no other booking may overlap. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
    paymentStatus: text("payment_status").notNull().default("unpaid"),
    paymentIntentId: text("payment_intent_id").unique(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Until when an unpaid booking keeps its slot; null once paid. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason"),
    policyAcceptedAt: timestamp("policy_accepted_at", { withTimezone: true }),
    /** Her express request to start inside the 14-day cancellation period (docs/decisions/0035), and the wording's version. */
    earlyStartRequestedAt: timestamp("early_start_requested_at", { withTimezone: true }),
    earlyStartWording: text("early_start_wording"),
    /**
     * For henna or tint: "recent" (a patch test within 6 months), "booked" (the patch-test appointment is
     * patchTestBookingId) or "separate" (older bookings: the client said she would book one).
     */
    patchTest: text("patch_test"),
    patchTestBookingId: uuid("patch_test_booking_id").references((): AnyPgColumn => bookings.id, { onDelete: "set null" }),
    /** What has been refunded so far, as the provider confirmed it. */
    refundedPence: integer("refunded_pence").notNull().default(0),
    /** The part of the price gift vouchers paid (docs/decisions/0026); the card pays the rest. Kept after a cancellation. */
    voucherPence: integer("voucher_pence").notNull().default(0),
    /** The part of the price a Dreams Club membership took off: its discount, or the included treatment (docs/decisions/0029). */
    memberPence: integer("member_pence").notNull().default(0),
    /** Online reschedules used (DESIGN 3b: one is free, later ones go through the studio). */
    reschedules: integer("reschedules").notNull().default(0),
    /** The calendar file's SEQUENCE: raised on every change the client's calendar must follow. */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /** Who made it: the client online, or staff for a phone or walk-in client (bookingSources). */
    source: text("source").notNull().default("online"),
    /** Staff booked it for payment at the studio: it may be confirmed before it is paid (DESIGN 3a). */
    payAtStudio: boolean("pay_at_studio").notNull().default(false),
    /** A session of this course (the booking that paid for it is its first): nothing to pay (docs/decisions/0021). */
    courseId: uuid("course_id").references((): AnyPgColumn => courses.id, { onDelete: "set null" }),
    /** Cancelled in time: the session went back to its course and no longer counts as used. */
    returnedToCourseAt: timestamp("returned_to_course_at", { withTimezone: true }),
    /**
     * She ticked "Text me a reminder the day before" (a service message, not marketing: docs/decisions/0063), and the
     * number it goes to, made E.164 from what she typed. A STOP replied from that number overrides it (text_replies).
     */
    textsOk: boolean("texts_ok").notNull().default(false),
    textTo: text("text_to"),
    /** The client this booking is hers (docs/decisions/0057): set by the database from the email (bookings_link_client). */
    clientId: uuid("client_id").references((): AnyPgColumn => clients.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bookings_client_idx").on(table.clientId, table.startsAt),
    check("bookings_patch_test_known", sql`${table.patchTest} is null or ${table.patchTest} in ('recent', 'booked', 'separate')`),
    check("bookings_refund_within_total", sql`${table.refundedPence} >= 0 and ${table.refundedPence} <= ${table.totalPence} - ${table.voucherPence} - ${table.memberPence}`),
    check(
      "bookings_voucher_within_total",
      sql`${table.voucherPence} >= 0 and ${table.memberPence} >= 0 and ${table.voucherPence} + ${table.memberPence} <= ${table.totalPence}`,
    ),
    check("bookings_early_start_recorded", sql`(${table.earlyStartRequestedAt} is null) = (${table.earlyStartWording} is null)`),
    check("bookings_email_unless_staff", sql`${table.email} is not null or ${table.source} = 'staff'`),
    check("bookings_texts_have_number", sql`not ${table.textsOk} or ${table.textTo} is not null`),
    check("bookings_times_ordered", sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.blockedUntil}`),
    index("bookings_starts_at_idx").on(table.startsAt),
    index("bookings_email_idx").on(sql`lower(${table.email})`),
    index("bookings_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
    // The staff list: a status filter pages in its own order; searches match the start of a name, a surname, an
    // email, a phone number or a service (features/booking/admin/booking-list.server.ts).
    index("bookings_status_created_at_idx").on(table.status, table.createdAt.desc(), table.id.desc()),
    index("bookings_name_prefix_idx").on(sql`lower(${table.name}) text_pattern_ops`),
    index("bookings_surname_prefix_idx").on(sql`lower(split_part(${table.name}, ' ', -1)) text_pattern_ops`),
    index("bookings_email_prefix_idx").on(sql`lower(${table.email}) text_pattern_ops`),
    index("bookings_phone_prefix_idx").on(sql`${table.phone} text_pattern_ops`),
    index("bookings_service_prefix_idx").on(sql`lower(${table.service}) text_pattern_ops`),
    // The dashboard's stat cards count pending bookings and sum this month's payments without reading the table.
    index("bookings_pending_idx").on(table.holdExpiresAt).where(sql`${table.status} = 'pending'`),
    // The diary's lapsed holds, which the allocations of a window are read without (allocationOccupies, migration 0051).
    index("bookings_unpaid_hold_idx").on(table.holdExpiresAt).where(sql`${table.status} in ('pending', 'confirmed', 'completed', 'no-show') and ${table.paymentStatus} <> 'paid'`),
    index("bookings_paid_at_idx").on(table.paidAt).where(sql`${table.paidAt} is not null`),
    index("bookings_course_id_idx").on(table.courseId).where(sql`${table.courseId} is not null`),
  ],
);

/** A package of N sessions paid once by `bookingId` (DESIGN 9, docs/decisions/0021); its sessions are bookings. */
export const courses = pgTable(
  "courses",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .unique()
      .references((): AnyPgColumn => bookings.id, { onDelete: "cascade" }),
    serviceId: text("service_id").notNull(),
    /** "The Glow Lift – 6 Sessions", as the basket priced it. */
    label: text("label").notNull(),
    sessionsTotal: integer("sessions_total").notNull(),
    sessionMinutes: integer("session_minutes").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Refunded in full: nothing more can be booked on it. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [check("courses_sessions", sql`${table.sessionsTotal} >= 1 and ${table.sessionMinutes} > 0`)],
);

export const blogPosts = pgTable("blog_posts", {
  id: id(),
  title: text("title").notNull(),
  slug: text("slug").notNull().unique(),
  excerpt: text("excerpt").notNull(),
  content: text("content").notNull(),
  author: text("author").notNull(),
  readTime: text("read_time").notNull(),
  image: text("image").notNull(),
  tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
  published: timestamp("published", { withTimezone: true }).notNull().defaultNow(),
  /** A draft is kept but not shown on /blog (staff unpublish a post by making it a draft). */
  draft: boolean("draft").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const waitlist = pgTable(
  "waitlist",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service: text("service").notNull(),
    interestedInModeling: text("interested_in_modeling").notNull().default("yes"),
    createdAt: createdAt(),
    /** When she last asked for its news: signing up, or again after unsubscribing (docs/decisions/0037). */
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by the unsubscribe link in a waitlist email (docs/decisions/0015): no more waitlist mail. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** When the service's launch queued this person's early-access email (docs/decisions/0020). */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    /** The booking the early-access link holds or bought: it claims the link while it holds its time. */
    earlyAccessBookingId: uuid("early_access_booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** When that booking was paid: the link is spent. */
    bookedAt: timestamp("booked_at", { withTimezone: true }),
  },
  (table) => [
    // One sign-up per person and service, whatever the case of the address.
    uniqueIndex("waitlist_email_service_unique").on(sql`lower(${table.email})`, table.service),
    index("waitlist_early_access_booking_idx").on(table.earlyAccessBookingId),
    check("waitlist_modeling_known", sql`${table.interestedInModeling} in ('yes', 'no', 'maybe')`),
  ],
);

/** Throttling counters shared by every app instance: one window per key, opened by its first hit (lib/throttle.server.ts). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull().default(0),
});

/** Payment-provider events already applied, so a redelivered event changes nothing twice. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  paymentIntentId: text("payment_intent_id"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The built-in demo provider's own record of each payment, standing in for Stripe's (DESIGN section 4). */
export const demoPayments = pgTable(
  "demo_payments",
  {
    id: text("id").primaryKey(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    /** A gift voucher bought online (docs/decisions/0025); a payment is for a booking or a voucher, never both. */
    voucherId: uuid("voucher_id").references((): AnyPgColumn => vouchers.id, { onDelete: "cascade" }),
    amountPence: integer("amount_pence").notNull(),
    clientSecret: text("client_secret").notNull().unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** Stripe's PaymentIntent statuses: requires_payment_method, requires_action, succeeded, canceled. */
    status: text("status").notNull().default("requires_payment_method"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (table) => [check("demo_payments_pays_for_one", sql`num_nonnulls(${table.bookingId}, ${table.voucherId}) = 1`)],
);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Every email, written in the same transaction as the change that caused it and sent by a worker (DESIGN 6). */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    replyTo: text("reply_to"),
    /** The recipient's name, for the To header ("Amelia Hart <amelia@…>"). */
    toName: text("to_name"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** A waitlist email: its unsubscribe link is filled in as it is sent, and unsubscribing drops it if still queued. */
    waitlistId: uuid("waitlist_id").references(() => waitlist.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("outbox_status_known", sql`${table.status} in ('pending', 'sent', 'failed')`),
    index("outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("outbox_waitlist_idx").on(table.waitlistId),
    // At most one 24-hour reminder per booking, however many sweeps run at once.
    uniqueIndex("outbox_one_reminder_per_booking").on(table.bookingId).where(sql`${table.kind} = 'booking-reminder'`),
  ],
);

/**
 * Text messages waiting to be sent, sent, failed or withdrawn (docs/decisions/0063): the email outbox's sibling, sent by
 * the same worker with the same retries. A booking's reminder names the start it was written for, so a move withdraws
 * it and the new time gets its own.
 */
export const textOutbox = pgTable(
  "text_outbox",
  {
    id: id(),
    kind: text("kind").notNull(),
    /** E.164. */
    to: text("to").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** The provider's id of the message (Twilio's SM…), once accepted. */
    providerId: text("provider_id"),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** A booking reminder: the start it reminds of. */
    forStartsAt: timestamp("for_starts_at", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("text_outbox_status_known", sql`${table.status} in ('pending', 'sent', 'failed', 'withdrawn')`),
    index("text_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("text_outbox_booking_idx").on(table.bookingId),
    // One reminder per booking and start, however many sweeps run at once; a withdrawn one leaves room for the next.
    uniqueIndex("text_outbox_one_reminder")
      .on(table.bookingId, table.forStartsAt)
      .where(sql`${table.kind} = 'booking-reminder' and ${table.status} <> 'withdrawn'`),
  ],
);

/**
 * Her replies that turn texts off (STOP and Twilio's other opt-out words) or on again (START), by number: the latest
 * row is the number's choice, and the rows are the audit staff read on her record (docs/decisions/0063).
 */
export const textReplies = pgTable(
  "text_replies",
  {
    id: id(),
    /** E.164, as Twilio sends From. */
    phone: text("phone").notNull(),
    keyword: text("keyword").notNull(),
    textsOn: boolean("texts_on").notNull(),
    /** Twilio's id of her text: a webhook Twilio posts again (or anyone replays) carries the same, and is kept once. */
    messageSid: text("message_sid"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("text_replies_latest_idx").on(table.phone, table.receivedAt), uniqueIndex("text_replies_message_sid_key").on(table.messageSid)],
);

/** Staff sessions: the cookie holds a random id; only its SHA-256 is stored, so a database leak signs nobody in. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * Browsers a member of staff has signed in from (OWASP's device cookies): the cookie holds a random token, only its
 * SHA-256 is stored. A sign-in from one of these is throttled on its own counter, so guessing from elsewhere that
 * locks the username out never keeps out its owner at her usual browser.
 */
export const staffDevices = pgTable(
  "staff_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_devices_user_idx").on(table.userId)],
);

/** Every change of a booking's status or payment status: who (staff, client, payment provider, system), when, why. */
export const bookingStatusChanges = pgTable(
  "booking_status_changes",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    actor: text("actor").notNull().default("staff"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The member of staff's name when staff made the change. */
    username: text("username"),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    fromPaymentStatus: text("from_payment_status"),
    toPaymentStatus: text("to_payment_status"),
    /** "hold-expired", the payment event's id, or what staff wrote. */
    reason: text("reason"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("booking_status_changes_booking_idx").on(table.bookingId)],
);

/**
 * Every refund asked of the payment provider (DESIGN 3b): one row per request, keyed by its idempotency key, so a
 * retried request never refunds twice; the provider's answer or its charge.refunded event settles it.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amountPence: integer("amount_pence").notNull(),
    reason: text("reason"),
    actor: text("actor").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username"),
    provider: text("provider").notNull(),
    providerRefundId: text("provider_refund_id").unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** The provider is asked again at this time (backoff); null once settled or given up (docs/decisions/0040). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    /** The provider's last refusal, for staff (Stripe's code and message). */
    lastError: text("last_error"),
  },
  (table) => [
    index("refunds_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    check("refunds_amount_positive", sql`${table.amountPence} > 0`),
    check("refunds_status_known", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    index("refunds_booking_idx").on(table.bookingId),
  ],
);

/**
 * A card payment the diary does not account for (docs/decisions/0032): one that succeeded for an amount the booking
 * no longer asks, or for a booking already settled. Refunded in full to the payment it came from, once; the
 * booking's own refunds (above) count only against its own payment.
 */
export const strayPayments = pgTable(
  "stray_payments",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    paymentIntentId: text("payment_intent_id").notNull().unique(),
    provider: text("provider").notNull(),
    amountPence: integer("amount_pence").notNull(),
    reason: text("reason").notNull(),
    status: text("status").notNull().default("pending"),
    providerRefundId: text("provider_refund_id").unique(),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** The provider is asked again at this time (backoff); null once settled or given up (docs/decisions/0040). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    /** The provider's last refusal, for staff (Stripe's code and message). */
    lastError: text("last_error"),
  },
  (table) => [
    index("stray_payments_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    check("stray_payments_amount_positive", sql`${table.amountPence} > 0`),
    check("stray_payments_status_known", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    index("stray_payments_booking_idx").on(table.bookingId),
    index("stray_payments_pending_idx").on(table.createdAt).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Every payment the site set up at the provider and has not yet seen end (docs/decisions/0040): for a booking, a
 * gift voucher or a membership's first month. The sweep asks the provider about each when it is due and applies the
 * outcome through the same path as a webhook, so a success whose record a crash lost is still recorded (and refunded
 * if nothing needs it).
 */
export const openPayments = pgTable(
  "open_payments",
  {
    /** The PaymentIntent; for a membership, its subscription (whose first invoice is the payment). */
    paymentIntentId: text("payment_intent_id").primaryKey(),
    provider: text("provider").notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    voucherId: uuid("voucher_id").references(() => vouchers.id, { onDelete: "cascade" }),
    membershipId: uuid("membership_id").references((): AnyPgColumn => memberships.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    // The first check waits a while: the client is still at the card step, and the webhook usually comes first.
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }).notNull().default(sql`now() + interval '5 minutes'`),
    checks: integer("checks").notNull().default(0),
  },
  (table) => [
    index("open_payments_due_idx").on(table.nextCheckAt),
    check("open_payments_for_one", sql`num_nonnulls(${table.bookingId}, ${table.voucherId}, ${table.membershipId}) = 1`),
  ],
);

/** The demo provider's own record of each refund, standing in for Stripe's. */
export const demoRefunds = pgTable("demo_refunds", {
  id: text("id").primaryKey(),
  paymentId: text("payment_id")
    .notNull()
    .references(() => demoPayments.id, { onDelete: "cascade" }),
  amountPence: integer("amount_pence").notNull(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  status: text("status").notNull().default("succeeded"),
  createdAt: createdAt(),
});

/** The studio's weekly hours in London time (DESIGN 3a), seeded from features/studio/studio.ts; no row or nulls is closed. */
export const openingHours = pgTable(
  "opening_hours",
  {
    /** ISO weekday: 1 is Monday, 7 is Sunday. */
    weekday: smallint("weekday").primaryKey(),
    opens: text("opens"),
    closes: text("closes"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("opening_hours_weekday_known", sql`${table.weekday} between 1 and 7`),
    check(
      "opening_hours_span",
      sql`(${table.opens} is null and ${table.closes} is null) or (${table.opens} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.closes} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.opens} < ${table.closes})`,
    ),
  ],
);

/** Times the studio is closed (a holiday, a training day, a sick day): whole days or a range, with a reason. */
export const closures = pgTable(
  "closures",
  {
    id: id(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [check("closures_ordered", sql`${table.startsAt} < ${table.endsAt}`), index("closures_ends_at_idx").on(table.endsAt)],
);

/** England and Wales bank holidays are closed unless staff open one: the ones they opened, by London date. */
export const bankHolidayOpenings = pgTable("bank_holiday_openings", {
  date: text("date").primaryKey(),
  openedBy: uuid("opened_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** A package as staff price it: the sessions it buys, the minutes of one appointment, the price in pence. */
export interface ServicePackageRow {
  name: string;
  sessions: number;
  durationMinutes: number;
  pricePence: number;
}

/**
 * The facts of each service staff may change (DESIGN 9): seeded from features/studio/service-facts.ts, then the
 * studio's own. Names, categories and the copy stay in code and content/; a row per service's slug.
 */
export const serviceFactRows = pgTable(
  "service_facts",
  {
    slug: text("slug").primaryKey(),
    pricePence: integer("price_pence").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    durationLabel: text("duration_label").notNull(),
    packages: jsonb("packages").$type<ServicePackageRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** live, coming-soon (with its launch text) or paused (shown, not bookable, no waitlist). */
    state: text("state").notNull(),
    launchText: text("launch_text"),
    /** What the waitlist's early-access links book at, in pence; null: the normal price. */
    earlyBirdPricePence: integer("early_bird_price_pence"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("service_facts_state_known", sql`${table.state} in ('live', 'coming-soon', 'paused')`),
    check("service_facts_price", sql`${table.pricePence} >= 0 and (${table.earlyBirdPricePence} is null or ${table.earlyBirdPricePence} >= 0)`),
    check("service_facts_duration", sql`${table.durationMinutes} > 0`),
  ],
);

/** Each change staff made to a service's facts: who, when, and the facts before and after. */
export const serviceFactChanges = pgTable(
  "service_fact_changes",
  {
    id: id(),
    slug: text("slug")
      .notNull()
      .references(() => serviceFactRows.slug, { onDelete: "cascade" }),
    actor: text("actor").notNull(),
    before: jsonb("before").notNull(),
    after: jsonb("after").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("service_fact_changes_slug_idx").on(table.slug, table.changedAt)],
);

/**
 * Gift vouchers (issue 13). Only the code's SHA-256 is stored, with its last four characters for staff to recognise
 * it; the balance is spent by redemptions and can never go below nothing.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: id(),
    codeHash: text("code_hash").notNull().unique(),
    codeEnd: text("code_end").notNull(),
    /** A treatment voucher names its service and is worth the treatment's price when bought. */
    serviceSlug: text("service_slug"),
    amountPence: integer("amount_pence").notNull(),
    balancePence: integer("balance_pence").notNull(),
    status: text("status").notNull().default("unpaid"),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    recipientName: text("recipient_name"),
    recipientEmail: text("recipient_email"),
    message: text("message"),
    /** The London date the voucher is emailed on; null: as soon as it is paid. */
    sendOn: text("send_on"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: text("voided_by"),
    /** The member of staff who sold it at the desk (paid there); null when it was bought online. */
    issuedBy: text("issued_by"),
    /** A treatment voucher's treatment as it was named when bought, for the printed voucher. */
    serviceName: text("service_name"),
    /**
     * Bought online (docs/decisions/0025): its payment, and its code sealed under its page's token, whose link is in
     * `links` (kind `voucher-page`).
     */
    paymentIntentId: text("payment_intent_id"),
    codeSealed: text("code_sealed"),
    /** The page's token, kept only until the payment writes the emails that carry it; an unpaid voucher buys nothing. */
    pageTokenUnpaid: text("page_token_unpaid"),
    createdAt: createdAt(),
  },
  (table) => [
    index("vouchers_payment_intent_idx").on(table.paymentIntentId),
    check("vouchers_status_known", sql`${table.status} in ('unpaid', 'active', 'void')`),
    check("vouchers_balance", sql`${table.amountPence} > 0 and ${table.balancePence} >= 0 and ${table.balancePence} <= ${table.amountPence}`),
    index("vouchers_buyer_email_idx").on(sql`lower(${table.buyerEmail})`),
  ],
);

/** Each time a voucher paid towards a booking; a reversed one (the booking never went ahead) gave its amount back. */
export const voucherRedemptions = pgTable(
  "voucher_redemptions",
  {
    id: id(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    amountPence: integer("amount_pence").notNull(),
    actor: text("actor").notNull(),
    createdAt: createdAt(),
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    /** What went back on the voucher when it was reversed: all of it, or a late cancellation's share (docs/decisions/0031). */
    returnedPence: integer("returned_pence"),
  },
  (table) => [
    check("voucher_redemptions_amount", sql`${table.amountPence} > 0`),
    check(
      "voucher_redemptions_returned",
      sql`(${table.reversedAt} is null and ${table.returnedPence} is null) or (${table.reversedAt} is not null and ${table.returnedPence} >= 0 and ${table.returnedPence} <= ${table.amountPence})`,
    ),
    index("voucher_redemptions_voucher_idx").on(table.voucherId),
    index("voucher_redemptions_booking_idx").on(table.bookingId),
    // One voucher at a time pays towards a booking (docs/decisions/0026); one removed leaves room for another.
    uniqueIndex("voucher_redemptions_one_per_booking").on(table.bookingId).where(sql`${table.bookingId} is not null and ${table.reversedAt} is null`),
  ],
);

/**
 * Every emailed or texted link (docs/decisions/0079): its kind, what it opens (an id, or for a sign-in link the
 * address), when it stops working and, for a one-time link, when it was used. Only the token's SHA-256 is stored.
 * Issued, opened and spent by lib/links/links.server.ts alone.
 */
export const links = pgTable(
  "links",
  {
    id: id(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    singleUse: boolean("single_use").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("links_subject_idx").on(table.kind, table.subject),
    check(
      "links_kind_known",
      sql`${table.kind} in ('sign-in', 'early-access', 'staff-invitation', 'password-reset', 'time-offer', 'time-request-withdraw', 'review-request', 'unsubscribe', 'manage', 'voucher-page', 'calendar-feed')`,
    ),
    check("links_used_once", sql`${table.usedAt} is null or ${table.singleUse}`),
  ],
);

/** A signed-in client's browser: the cookie holds a random id, only its SHA-256 is stored. */
export const accountSessions = pgTable(
  "account_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("account_sessions_email_idx").on(sql`lower(${table.email})`)],
);

/** Studio-wide facts staff may change, one row per key (docs/decisions/0019); a key without a row reads its default. */
export const studioFactRows = pgTable("studio_facts", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").notNull(),
});

/** Each change staff made to a studio fact: who, when, the value before and after. */
export const studioFactChanges = pgTable(
  "studio_fact_changes",
  {
    id: id(),
    key: text("key").notNull(),
    actor: text("actor").notNull(),
    before: text("before").notNull(),
    after: text("after").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("studio_fact_changes_key_idx").on(table.key, table.changedAt)],
);

/**
 * Each time a coming-soon service went live (docs/decisions/0020): its waitlist may book it with their early-access
 * links until `opensAt`, everyone after.
 */
export const serviceLaunches = pgTable(
  "service_launches",
  {
    id: id(),
    slug: text("slug")
      .notNull()
      .references(() => serviceFactRows.slug, { onDelete: "cascade" }),
    launchedAt: timestamp("launched_at", { withTimezone: true }).notNull().defaultNow(),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    actor: text("actor").notNull(),
  },
  (table) => [
    check("service_launches_window", sql`${table.opensAt} >= ${table.launchedAt}`),
    index("service_launches_slug_idx").on(table.slug, table.launchedAt),
  ],
);

/**
 * Dreams Club memberships (issue 13, docs/decisions/0027): one monthly subscription each, at the provider named. The
 * price is locked at join (founding members keep it when a tier's price changes); every change goes through
 * changeMembership (features/memberships) and is audited in membership_changes.
 */
export const memberships = pgTable(
  "memberships",
  {
    id: id(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    tier: text("tier").notNull(),
    pricePence: integer("price_pence").notNull(),
    /** incomplete (first payment not made), active, past_due (a renewal failed, retrying), paused, cancelling, ended. */
    status: text("status").notNull().default("incomplete"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    minimumTermEnd: timestamp("minimum_term_end", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAt: timestamp("cancel_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    failedPayments: integer("failed_payments").notNull().default(0),
    provider: text("provider").notNull(),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    createdAt: createdAt(),
  },
  (table) => [
    unique("memberships_subscription_unique").on(table.providerSubscriptionId),
    check("memberships_status_known", sql`${table.status} in ('incomplete', 'active', 'past_due', 'paused', 'cancelling', 'ended')`),
    check("memberships_tier_known", sql`${table.tier} in ('essential', 'signature', 'vip')`),
    check("memberships_price", sql`${table.pricePence} > 0`),
    uniqueIndex("memberships_one_live_idx")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} in ('active', 'past_due', 'paused', 'cancelling')`),
    index("memberships_email_idx").on(sql`lower(${table.email})`),
  ],
);

/** Every change of a membership's status or dates, with who made it (member, payment, staff, system). */
export const membershipChanges = pgTable(
  "membership_changes",
  {
    id: id(),
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actor: text("actor").notNull(),
    reason: text("reason"),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (table) => [index("membership_changes_membership_idx").on(table.membershipId)],
);

/** An included treatment used (`month`: the London calendar month, YYYY-MM); a released one was given back. */
export const membershipCredits = pgTable(
  "membership_credits",
  {
    id: id(),
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (table) => [
    index("membership_credits_membership_month_idx").on(table.membershipId, table.month),
    uniqueIndex("membership_credits_one_per_booking")
      .on(table.bookingId)
      .where(sql`${table.bookingId} is not null and ${table.releasedAt} is null`),
  ],
);

/** The demo provider's invoices for memberships, standing in for Stripe Billing's (DESIGN section 4). */
export const demoInvoices = pgTable(
  "demo_invoices",
  {
    id: text("id").primaryKey(),
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    amountPence: integer("amount_pence").notNull(),
    clientSecret: text("client_secret").notNull().unique("demo_invoices_client_secret_unique"),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    /** Stripe's PaymentIntent statuses: requires_payment_method, requires_action, succeeded. */
    status: text("status").notNull().default("requires_payment_method"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** The test card paid with, charged again at renewal as Stripe charges the saved card. */
    cardNumber: text("card_number"),
    lastError: text("last_error"),
    /** Refunded of this payment (a membership cancelled within its 14 days, docs/decisions/0036), under one key. */
    refundedPence: integer("refunded_pence").notNull().default(0),
    refundKey: text("refund_key"),
    createdAt: createdAt(),
  },
  (table) => [unique("demo_invoices_period_unique").on(table.membershipId, table.periodStart)],
);

/**
 * A gift voucher or a membership cancelled within the Consumer Contracts Regulations' 14 days (docs/decisions/0036):
 * the refund owed, once each, written in the transaction that voids the voucher or ends the membership, then asked
 * of the provider under its key. `basis` says how the amount was reached; a notice that came by email keeps the
 * day it was received and staff's note.
 */
export const cancellationRefunds = pgTable(
  "cancellation_refunds",
  {
    id: id(),
    voucherId: uuid("voucher_id")
      .unique()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    membershipId: uuid("membership_id")
      .unique()
      .references(() => memberships.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's payment refunded: a PaymentIntent, or the demo's payment or invoice; null when nothing is owed. */
    paymentId: text("payment_id"),
    paidPence: integer("paid_pence").notNull(),
    amountPence: integer("amount_pence").notNull(),
    basis: text("basis").notNull(),
    actor: text("actor").notNull(),
    noticeReceivedAt: timestamp("notice_received_at", { withTimezone: true }).notNull(),
    note: text("note"),
    status: text("status").notNull().default("pending"),
    providerRefundId: text("provider_refund_id").unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** Asked again at this time (backoff, as refunds'); null once settled or given up (docs/decisions/0046). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    /** The provider's last refusal, for staff (Stripe's code and message). */
    lastError: text("last_error"),
  },
  (table) => [
    check("cancellation_refunds_for_one", sql`num_nonnulls(${table.voucherId}, ${table.membershipId}) = 1`),
    check("cancellation_refunds_amount", sql`${table.amountPence} >= 0 and ${table.amountPence} <= ${table.paidPence}`),
    check("cancellation_refunds_status_known", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    index("cancellation_refunds_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Marketing consent under PECR (docs/decisions/0037), one row per choice: granted or withdrawn, per channel, for a
 * normalised address. The current choice is the latest row; the earlier ones are kept as evidence (which words she
 * was shown, where and when) until she is erased.
 */
export const marketingConsents = pgTable(
  "marketing_consents",
  {
    id: id(),
    email: text("email").notNull(),
    channel: text("channel").notNull(),
    granted: boolean("granted").notNull(),
    wordingVersion: integer("wording_version"),
    wordingId: text("wording_id"),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("marketing_consents_email_normalised", sql`${table.email} = lower(btrim(${table.email}))`),
    check("marketing_consents_channel_known", sql`${table.channel} in ('email', 'sms')`),
    check("marketing_consents_source_known", sql`${table.source} in ('booking', 'contact', 'waitlist', 'account', 'join', 'unsubscribe')`),
    check(
      "marketing_consents_grant_has_wording",
      sql`not ${table.granted} or (${table.wordingVersion} is not null and ${table.wordingId} is not null)`,
    ),
    index("marketing_consents_latest_idx").on(table.email, table.channel, table.createdAt),
  ],
);

/**
 * The team (DESIGN 10, docs/decisions/0050): everyone who works at the studio, with her role. A staff account
 * (`users`) signs in as one member; a member invited by email has no account until she sets her password. A
 * practitioner is a member who does at least one service (`staffServices`), whatever her role: the owner treats
 * clients too.
 */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: id(),
    userId: uuid("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email"),
    role: text("role").notNull().default("practitioner"),
    /** A line about her, shown beside her name on /book. */
    bio: text("bio").notNull().default(""),
    /**
     * Her photo's address, if any: a path under /images (a file the site ships), or /team-photos/… when the owner
     * uploaded one (its bytes in staff_photos, docs/decisions/0075).
     */
    photo: text("photo"),
    active: boolean("active").notNull().default(true),
    /** The studio's stable order: the team page, the diary's columns, and the tie-break of "any practitioner". */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("staff_members_role_known", sql`${table.role} in ('owner', 'reception', 'practitioner')`),
    check("staff_members_email_normalised", sql`${table.email} is null or ${table.email} = lower(btrim(${table.email}))`),
    uniqueIndex("staff_members_email_unique").on(table.email),
  ],
);

/**
 * A photo the owner uploaded for a member (docs/decisions/0075): one per member, as sent (JPEG, PNG or WebP, checked
 * by its bytes), served at /team-photos/<member>/<digest>.<ext>; a new one replaces it and gets a new address.
 */
export const staffPhotos = pgTable(
  "staff_photos",
  {
    staffMemberId: uuid("staff_member_id")
      .primaryKey()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    /** The first 16 hex digits of the bytes' SHA-256: the address changes with the photo, so it may be kept a year. */
    digest: text("digest").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (table) => [check("staff_photos_type_known", sql`${table.contentType} in ('image/jpeg', 'image/png', 'image/webp')`)],
);

/**
 * A member's invitation to set her password (docs/decisions/0055): one per member, queued by the owner. Its link is
 * issued as the email is sent (the outbox never holds a working link) into `links` (kind `staff-invitation`,
 * docs/decisions/0079); a new email replaces it, so the last link sent is the only one that works.
 */
export const staffInvitations = pgTable("staff_invitations", {
  staffMemberId: uuid("staff_member_id")
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: "cascade" }),
  invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * A member's request to choose a new password (docs/decisions/0067), one row per member: when she last asked, so a
 * second request within minutes sends nothing more. Its link, spent once, is in `links` (kind `password-reset`).
 */
export const staffPasswordResets = pgTable("staff_password_resets", {
  staffMemberId: uuid("staff_member_id")
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** The services a member does (by service slug). */
export const staffServices = pgTable(
  "staff_services",
  {
    staffMemberId: uuid("staff_member_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    serviceSlug: text("service_slug").notNull(),
  },
  (table) => [uniqueIndex("staff_services_unique").on(table.staffMemberId, table.serviceSlug), index("staff_services_slug_idx").on(table.serviceSlug)],
);

/**
 * A member's working windows per weekday in London time; the gaps between a day's windows are her breaks, and a
 * day with no window is a day off. The studio's hours bound them (features/schedule).
 */
export const staffHours = pgTable(
  "staff_hours",
  {
    staffMemberId: uuid("staff_member_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    /** ISO weekday: 1 is Monday, 7 is Sunday (as opening_hours). */
    weekday: smallint("weekday").notNull(),
    opens: text("opens").notNull(),
    closes: text("closes").notNull(),
  },
  (table) => [
    uniqueIndex("staff_hours_unique").on(table.staffMemberId, table.weekday, table.opens),
    check("staff_hours_weekday_known", sql`${table.weekday} between 1 and 7`),
    check(
      "staff_hours_span",
      sql`${table.opens} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.closes} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.opens} < ${table.closes}`,
    ),
  ],
);

/** A member's leave: no booking may take her then. */
export const timeOff = pgTable(
  "time_off",
  {
    id: id(),
    staffMemberId: uuid("staff_member_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [check("time_off_ordered", sql`${table.startsAt} < ${table.endsAt}`), index("time_off_member_ends_idx").on(table.staffMemberId, table.endsAt)],
);

/** A room or a machine: one booking at a time, for the services that need it. */
export const resources = pgTable(
  "resources",
  {
    id: id(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("resources_kind_known", sql`${table.kind} in ('room', 'machine')`)],
);

/**
 * Who changed the team, and what: a member, her hours or leave, a room or a machine (issue 22). The member who made
 * the change is her user id (null once that account is gone).
 */
export const teamChanges = pgTable(
  "team_changes",
  {
    id: id(),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    subjectId: uuid("subject_id").notNull(),
    change: text("change").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [check("team_changes_subject_known", sql`${table.subject} in ('staff-member', 'resource', 'time-off')`), index("team_changes_subject_idx").on(table.subjectId, table.createdAt)],
);

/** The services that need a resource (by service slug): each booking of one takes one of its resources. */
export const resourceServices = pgTable(
  "resource_services",
  {
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    serviceSlug: text("service_slug").notNull(),
  },
  (table) => [uniqueIndex("resource_services_unique").on(table.resourceId, table.serviceSlug), index("resource_services_slug_idx").on(table.serviceSlug)],
);

/**
 * What a booking takes in the diary (docs/decisions/0050): one row per column (a practitioner or a room or machine)
 * and span, buffer included. Two hand-written exclusion constraints refuse two rows of one column that meet while
 * both are `inDiary`; triggers keep `inDiary` equal to "the booking's status is in the diary", so only the
 * booking's status decides it, as the one rule of DESIGN 3a said.
 */
export const allocations = pgTable(
  "allocations",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    staffMemberId: uuid("staff_member_id").references(() => staffMembers.id, { onDelete: "restrict" }),
    resourceId: uuid("resource_id").references(() => resources.id, { onDelete: "restrict" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Set by the database from the booking's status (triggers in migration 0038): never written by the code. */
    inDiary: boolean("in_diary").notNull().default(true),
  },
  (table) => [
    check("allocations_one_column", sql`num_nonnulls(${table.staffMemberId}, ${table.resourceId}) = 1`),
    check("allocations_ordered", sql`${table.startsAt} < ${table.endsAt}`),
    index("allocations_booking_idx").on(table.bookingId),
    index("allocations_span_idx").using("gist", sql`tstzrange(${table.startsAt}, ${table.endsAt}, '[)')`).where(sql`${table.inDiary}`),
    // A window from now on meets few allocations among years of history: the planner can count them by their end
    // (the range's GiST index gives it no such estimate, and it read the whole table; bench/team.md).
    index("allocations_ends_idx").on(table.endsAt).where(sql`${table.inDiary}`),
  ],
);

/**
 * A client (DESIGN 11, docs/decisions/0057): one per person, found by her email with case ignored. The database links
 * every booking to hers as it is made (the bookings_link_client trigger, migration 0046); a booking without an email
 * is a client of her own until staff merge her. A merged client points at the one she became.
 */
export const clients = pgTable(
  "clients",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone").notNull().default(""),
    /** Her phone's digits, a UK +44 read as 0, for a search by the start of her number. */
    phoneDigits: text("phone_digits").notNull().default(""),
    /** The record she became; erasing that one erases this one with it. */
    mergedInto: uuid("merged_into").references((): AnyPgColumn => clients.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("clients_email_normalised", sql`${table.email} is null or ${table.email} = lower(btrim(${table.email}))`),
    // Byte order ("C") whatever the database's collation: one index serves a name's prefix and the list's order.
    index("clients_name_idx").on(sql`(lower(${table.name}) collate "C")`, table.id).where(sql`${table.mergedInto} is null`),
    index("clients_email_idx").on(sql`${table.email} text_pattern_ops`).where(sql`${table.mergedInto} is null`),
    index("clients_phone_idx").on(sql`${table.phoneDigits} text_pattern_ops`).where(sql`${table.mergedInto} is null`),
  ],
);

/**
 * A client's name with its spaces made single, and every later word of it with what follows ("regular" for Rosa
 * Regular), kept by a trigger on clients (migration 0052): the search by the start of any word is an index range.
 */
export const clientNameWords = pgTable(
  "client_name_words",
  {
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    rest: text("rest").notNull(),
  },
  (table) => [index("client_name_words_client_idx").on(table.clientId), index("client_name_words_rest_idx").on(sql`${table.rest} collate "C"`)],
);

/** Every address a client has booked with (a merge brings the other's): the next booking from one finds her. */
export const clientEmails = pgTable(
  "client_emails",
  {
    email: text("email").primaryKey(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
  },
  (table) => [check("client_emails_normalised", sql`${table.email} = lower(btrim(${table.email}))`), index("client_emails_client_idx").on(table.clientId)],
);

/** Staff notes on a client, dated and signed (the author's name is kept as written, should her account go). */
export const clientNotes = pgTable(
  "client_notes",
  {
    id: id(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    writtenBy: uuid("written_by").references(() => users.id, { onDelete: "set null" }),
    author: text("author").notNull(),
    createdAt: createdAt(),
  },
  (table) => [check("client_notes_text_length", sql`char_length(${table.text}) between 1 and 2000`), index("client_notes_client_idx").on(table.clientId, table.createdAt)],
);

/** Two records of one client made one (issue 23): who did it, when, and what the other record was. */
export const clientMerges = pgTable(
  "client_merges",
  {
    id: id(),
    intoId: uuid("into_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    fromId: uuid("from_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    mergedBy: uuid("merged_by").references(() => users.id, { onDelete: "set null" }),
    author: text("author").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index("client_merges_into_idx").on(table.intoId, table.createdAt)],
);

/**
 * A patch test's result (issue 23, DESIGN 11), recorded by staff on the patch-test appointment it was done at: the
 * test's date is that booking's start, its client the booking's. "passed" lets her treatment go ahead within the
 * window (features/booking/patch-tests); "reacted" stops it.
 */
export const patchTests = pgTable(
  "patch_tests",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    result: text("result").notNull(),
    product: text("product"),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recorder: text("recorder").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("patch_tests_booking_unique").on(table.bookingId),
    check("patch_tests_result_known", sql`${table.result} in ('passed', 'reacted', 'not-done')`),
    check("patch_tests_product_length", sql`${table.product} is null or char_length(${table.product}) between 1 and 200`),
  ],
);

/**
 * Health answers to a consultation form (issue 23, DESIGN 11, docs/decisions/0059): special-category data, stored
 * only with her explicit consent (its time here), read only by her practitioners and the owner, every read logged in
 * consultation_views, erased a set period after her last visit. One row per answering, for a client, from a booking.
 */
export const consultations = pgTable(
  "consultations",
  {
    id: id(),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    service: text("service").notNull(),
    formVersion: integer("form_version").notNull(),
    answers: jsonb("answers").$type<Record<string, boolean | number | string>>().notNull(),
    healthDataConsentAt: timestamp("health_data_consent_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("consultations_client_idx").on(table.clientId, table.answeredAt), index("consultations_booking_idx").on(table.bookingId)],
);

/** Her consent to a treatment (DESIGN 11): the form's consent text as she saw it, its version, the name she typed. */
export const treatmentConsents = pgTable(
  "treatment_consents",
  {
    id: id(),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    service: text("service").notNull(),
    formVersion: integer("form_version").notNull(),
    consentText: text("consent_text").notNull(),
    signedName: text("signed_name").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("treatment_consents_client_idx").on(table.clientId, table.signedAt)],
);

/** A booking whose client chose to answer its consultation at the studio rather than online: staff see "to do at the studio". */
export const consultationsAtStudio = pgTable("consultations_at_studio", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  chosenAt: createdAt(),
});

/** Every time a member of staff was shown a client's health answers (UK GDPR art. 5(2), accountability). */
export const consultationViews = pgTable(
  "consultation_views",
  {
    id: id(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    viewedBy: uuid("viewed_by").references(() => users.id, { onDelete: "set null" }),
    viewer: text("viewer").notNull(),
    /** Where: the API, the record page, a booking's card. */
    place: text("place").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("consultation_views_client_idx").on(table.clientId, table.viewedAt)],
);

/**
 * A review request (issue 24, docs/decisions/0065): one email the day after a completed visit, at most one per booking
 * and one per address and London visit day, and her answer to it. Its link is issued into `links` (kind
 * `review-request`) as the email is sent; `quote_name` is what a testimonial may show of her name (features/reviews quoteName).
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** Her address as the marketing consents key it (lower, trimmed). */
    email: text("email").notNull(),
    visitDay: text("visit_day").notNull(),
    service: text("service").notNull(),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    rating: smallint("rating"),
    comment: text("comment"),
    quoteConsent: boolean("quote_consent"),
    quoteName: text("quote_name"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: text("approved_by"),
    createdAt: createdAt(),
  },
  (table) => [
    unique("review_requests_email_day").on(table.email, table.visitDay),
    index("review_requests_email_idx").on(table.email, table.sendAt),
    index("review_requests_answered_idx").on(table.answeredAt, table.id).where(sql`${table.answeredAt} is not null`),
    index("review_requests_approved_idx").on(table.approvedAt).where(sql`${table.approvedAt} is not null`),
    check("review_requests_email_normalised", sql`${table.email} = lower(btrim(${table.email}))`),
    check(
      "review_requests_answer_whole",
      sql`(${table.answeredAt} is null) = (${table.rating} is null) and (${table.answeredAt} is null) = (${table.quoteConsent} is null) and (${table.rating} is null or ${table.rating} between 1 and 5)`,
    ),
    // Only a quote she agreed to may be approved, and a published name is a first name and at most an initial.
    check("review_requests_approved_quote", sql`${table.approvedAt} is null or (${table.quoteConsent} and ${table.quoteName} is not null)`),
    check("review_requests_quote_name_short", sql`${table.quoteName} is null or ${table.quoteName} ~ '^[^ ]+( [^ ]\\.)?$'`),
  ],
);

/** A client's request to be told when a time frees (issue 24 item 3, docs/decisions/0064): her basket, days and part of day. */
export const timeRequests = pgTable(
  "time_requests",
  {
    id: id(),
    items: jsonb("items").$type<{ id: string; type: "service" | "package"; packageIndex?: number }[]>().notNull(),
    /** The services in the basket, for the staff's queue per service. */
    serviceIds: text("service_ids").array().notNull(),
    practitionerId: uuid("practitioner_id").references(() => staffMembers.id, { onDelete: "set null" }),
    /** London dates, as /book's calendar gives them. */
    fromDate: text("from_date").notNull(),
    toDate: text("to_date").notNull(),
    partOfDay: text("part_of_day").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    textsOk: boolean("texts_ok").notNull().default(false),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** The booking she made through an offer: the request is done. */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("time_requests_part_of_day_known", sql`${table.partOfDay} in ('morning', 'afternoon', 'evening')`),
    check("time_requests_days_ordered", sql`${table.fromDate} <= ${table.toDate}`),
    index("time_requests_line_idx").on(table.createdAt).where(sql`${table.withdrawnAt} is null and ${table.bookedAt} is null`),
    index("time_requests_email_idx").using("btree", sql`lower(${table.email})`),
  ],
);

/** One freed time held for one request for a window; the hold itself is a booking in the diary (hold_booking_id). */
export const timeOffers = pgTable(
  "time_offers",
  {
    id: id(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => timeRequests.id, { onDelete: "cascade" }),
    holdBookingId: uuid("hold_booking_id").references(() => bookings.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    practitionerId: uuid("practitioner_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    state: text("state").notNull().default("offered"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("time_offers_state_known", sql`${table.state} in ('offered', 'taken', 'lapsed')`),
    uniqueIndex("time_offers_one_live_idx").on(table.requestId).where(sql`${table.state} = 'offered'`),
    index("time_offers_request_idx").on(table.requestId),
  ],
);
