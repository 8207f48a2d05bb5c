/**
 * The words every form says and the honeypot's name, apart from lib/forms.ts so a page can show them without
 * loading Zod (the /book bundle's budget); lib/forms re-exports them.
 */
export const messages = {
  invalidForm: "Please check the highlighted fields.",
  notAnObject: "Send the fields as a JSON object.",
  name: "Name must be at least 2 characters",
  nameTooLong: "Name must be 100 characters or fewer",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  phoneDigits: "Phone number must be at least 10 digits",
  service: "Please select a service",
  modeling: "Please choose yes, no or maybe",
  modelingRequired: "This waitlist is for people interested in a free modelling session",
  messageShort: "Message must be at least 10 characters",
  messageLong: "Message must be 5,000 characters or fewer",
  unstorableText: "Remove the character that is not a whole letter or symbol (half of an emoji) from this field.",
  serverFault: "Something went wrong on our side. Please try again or contact us directly.",
  unavailable: "We cannot reach our booking system for a moment. Please try again in a few seconds.",
  /** The API's 429 sentence (pages say how long to wait: throttledMessage in lib/forms). */
  tooManyRequests: "Too many requests. Please wait a little and try again.",
  unreadableBody: "Send the fields as a form or a JSON object.",
  /** An amount staff type in pounds (poundsToPence in lib/money): a booking's refund, a service's price. */
  pounds: "Enter an amount in pounds, such as 12.50",
} as const;

/** A hidden field that people never see and bots fill in; a submission with it is dropped quietly. */
export const HONEYPOT_FIELD = "homepage";
