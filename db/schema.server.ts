import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().defaultRandom();
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

export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service: text("service").notNull(),
    preferredDate: text("preferred_date"),
    preferredTime: text("preferred_time"),
    notes: text("notes"),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (table) => [
    check("bookings_status_known", sql`${table.status} in ('pending', 'confirmed', 'completed', 'cancelled')`),
  ],
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
  createdAt: createdAt(),
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
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // One sign-up per person and service, whatever the case of the address.
    uniqueIndex("waitlist_email_service_unique").on(sql`lower(${table.email})`, table.service),
    check("waitlist_modeling_known", sql`${table.interestedInModeling} in ('yes', 'no', 'maybe')`),
  ],
);

/** Fixed-window counters for throttling, shared by every app instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
