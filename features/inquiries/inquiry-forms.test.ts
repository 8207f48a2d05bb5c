import { describe, expect, it } from "vitest";
import { messages, parseForm, throttledMessage } from "~/lib/forms";
import { contactSchema, fatFreezingWaitlistSchema, waitlistSchema } from "./inquiry-forms";

const contact = {
  name: "Amelia Hart",
  email: "amelia@example.com",
  phone: "+44 7700 900123",
  service: "Henna Brows",
  message: "Could I book henna brows for a wedding in May?",
};

const waitlist = {
  name: "Priya Shah",
  email: "priya@example.com",
  phone: "07700 900456",
  service: "inch-away",
  interestedInModeling: "maybe",
};

const fatFreezing = { ...waitlist, service: "the-ice-sculpt", interestedInModeling: "yes" };

/** The field errors of a payload, or {} when it passes. */
function errorsOf(schema: Parameters<typeof parseForm>[0], payload: unknown) {
  const result = parseForm(schema, payload);
  return result.success ? {} : result.error.fieldErrors;
}

describe("contactSchema", () => {
  it("accepts a full message and trims what was typed", () => {
    const result = contactSchema.parse({ ...contact, name: "  Amelia Hart  ", email: " amelia@example.com " });
    expect(result).toEqual({ ...contact, name: "Amelia Hart", marketingEmail: false, email: "amelia@example.com" });
  });

  it("treats blank phone and service (as a plain form sends them) as not given", () => {
    const result = contactSchema.parse({ ...contact, phone: "   ", service: "" });
    expect(result.phone).toBeUndefined();
    expect(result.service).toBeUndefined();
  });

  it.each([
    ["name", { name: "A" }, messages.name],
    ["name", { name: "  A  " }, messages.name],
    ["name", { name: "x".repeat(101) }, messages.nameTooLong],
    ["email", { email: "amelia@" }, messages.email],
    ["email", { email: "" }, messages.email],
    ["phone", { phone: "0770 090" }, messages.phoneDigits],
    ["phone", { phone: "ring 07700900123" }, messages.phone],
    ["phone", { phone: "0".repeat(16) }, messages.phone],
    ["service", { service: "Botox" }, messages.service],
    ["message", { message: "   Hi there   " }, messages.messageShort],
    ["message", { message: "x".repeat(5001) }, messages.messageLong],
  ])("refuses a bad %s with its message (%j)", (field, change, message) => {
    expect(errorsOf(contactSchema, { ...contact, ...change })).toEqual({ [field]: [message] });
  });

  it("names every missing required field at once", () => {
    expect(errorsOf(contactSchema, {})).toEqual({
      name: [messages.name],
      email: [messages.email],
      message: [messages.messageShort],
    });
  });

  it("uses the spec's exact wording", () => {
    expect(messages.name).toBe("Name must be at least 2 characters");
    expect(messages.email).toBe("Please enter a valid email address");
    expect(messages.phoneDigits).toBe("Phone number must be at least 10 digits");
  });
});

describe("waitlistSchema", () => {
  it("counts digits, not characters, in a phone number", () => {
    expect(errorsOf(waitlistSchema, { ...waitlist, phone: "(020) 7946-01" })).toEqual({ phone: [messages.phoneDigits] });
    expect(errorsOf(waitlistSchema, { ...waitlist, phone: "(020) 7946-0123" })).toEqual({});
    expect(errorsOf(waitlistSchema, { ...waitlist, phone: "+44 20 7946 0123" })).toEqual({});
  });

  it("requires a phone number", () => {
    expect(errorsOf(waitlistSchema, { ...waitlist, phone: "" })).toEqual({ phone: [messages.phoneDigits] });
  });

  it("takes a service by slug or display name and keeps the slug", () => {
    expect(waitlistSchema.parse(waitlist).service).toBe("inch-away");
    expect(waitlistSchema.parse({ ...waitlist, service: "The Glow Lift" }).service).toBe("the-glow-lift");
    expect(waitlistSchema.parse({ ...waitlist, service: "Smooth & Sculpt" }).service).toBe("smooth-sculpt");
  });

  it("refuses a service without a waitlist", () => {
    expect(errorsOf(waitlistSchema, { ...waitlist, service: "henna-brows" })).toEqual({ service: [messages.service] });
  });

  it("accepts yes, no or maybe for the modeling question, and nothing else", () => {
    for (const answer of ["yes", "no", "maybe"]) {
      expect(errorsOf(waitlistSchema, { ...waitlist, interestedInModeling: answer })).toEqual({});
    }
    expect(errorsOf(waitlistSchema, { ...waitlist, interestedInModeling: "perhaps" })).toEqual({
      interestedInModeling: [messages.modeling],
    });
  });

  it("reads marketing consent as unticked unless the box was ticked", () => {
    expect(waitlistSchema.parse(waitlist).marketingEmail).toBe(false);
    expect(waitlistSchema.parse({ ...waitlist, marketingEmail: "on" }).marketingEmail).toBe(true);
    expect(waitlistSchema.parse({ ...waitlist, marketingEmail: true }).marketingEmail).toBe(true);
  });
});

describe("fatFreezingWaitlistSchema", () => {
  it("accepts a model for The Ice Sculpt", () => {
    expect(fatFreezingWaitlistSchema.parse(fatFreezing)).toEqual({ ...fatFreezing, marketingEmail: false });
  });

  it.each([
    ["name", { name: " J " }, "Name must be at least 2 characters"],
    ["email", { email: "priya.example.com" }, "Please enter a valid email address"],
    ["phone", { phone: "077009004" }, "Phone number must be at least 10 digits"],
  ])("refuses a bad %s with the spec's message (%j)", (field, change, message) => {
    expect(errorsOf(fatFreezingWaitlistSchema, { ...fatFreezing, ...change })).toEqual({ [field]: [message] });
  });

  it("only takes the literal service 'the-ice-sculpt'", () => {
    expect(errorsOf(fatFreezingWaitlistSchema, { ...fatFreezing, service: "inch-away" })).toEqual({ service: [messages.service] });
    expect(errorsOf(fatFreezingWaitlistSchema, { ...fatFreezing, service: "The Ice Sculpt" })).toEqual({
      service: [messages.service],
    });
  });

  it("only takes a 'yes' to the modelling session", () => {
    for (const answer of ["no", "maybe", undefined]) {
      expect(errorsOf(fatFreezingWaitlistSchema, { ...fatFreezing, interestedInModeling: answer })).toEqual({
        interestedInModeling: [messages.modelingRequired],
      });
    }
  });
});

describe("throttledMessage", () => {
  it("says how many whole minutes to wait, rounding up", () => {
    expect(throttledMessage(30)).toBe("Too many attempts from your connection. Please wait 1 minute and try again.");
    expect(throttledMessage(61)).toBe("Too many attempts from your connection. Please wait 2 minutes and try again.");
    expect(throttledMessage(0)).toContain("1 minute ");
  });
});
