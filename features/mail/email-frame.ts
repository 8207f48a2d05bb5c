/**
 * The frame of every email the studio sends (DESIGN section 6): each message is built from blocks that render both
 * to plain text and to simple inline-styled HTML, so the two never disagree and everything a visitor typed is
 * escaped once, in one place. The messages themselves live with their features (booking, inquiries).
 */
import { defaultStudio, formatAddress, type Studio } from "~/content/studio";

export type EmailKind =
  | "booking-received"
  | "payment-received"
  | "booking-confirmed"
  | "booking-reminder"
  | "booking-cancelled"
  | "booking-rescheduled"
  | "refund-receipt"
  | "payment-link"
  | "waitlist-welcome"
  | "early-access"
  | "studio-booking"
  | "studio-change"
  | "studio-inquiry"
  | "account-sign-in"
  | "staff-invitation"
  | "staff-password-reset"
  | "voucher-receipt"
  | "gift-voucher"
  | "membership-welcome"
  | "membership-cancelled"
  | "voucher-refund"
  | "membership-refund"
  | "membership-payment-returned"
  | "review-request"
  | "time-request"
  | "time-offer";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (calendar files); the mailer encodes it for transport. */
  content: string;
}

export interface EmailMessage {
  kind: EmailKind;
  to: string;
  /** The recipient's name, shown in To beside the address ("Amelia Hart <amelia@…>"). */
  toName?: string;
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

const SIGN_OFF = "With love and a sprinkle of fairy dust,";

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

export function link(origin: string, path: string): string {
  return `${origin.replace(/\/$/, "")}${path}`;
}

/* ---------- blocks, rendered twice ---------- */

export type Block =
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

const UNSUBSCRIBE_PROMPT = "No longer want these emails? Unsubscribe";

function renderHtml(subject: string, preheader: string, blocks: readonly Block[], context: EmailContext, unsubscribe?: string): string {
  const footer = [
    ...footerLines(context).map(escapeHtml),
    ...optional(unsubscribe !== undefined, `<a href="${escapeHtml(unsubscribe ?? "")}" style="color:${colours.plum}">${UNSUBSCRIBE_PROMPT}</a>`),
  ].join("<br>");
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

export function compose(
  kind: EmailKind,
  to: string,
  subject: string,
  allBlocks: readonly Block[],
  context: EmailContext,
  {
    attachments = [],
    replyTo,
    toName,
    unsubscribe,
  }: {
    attachments?: EmailAttachment[];
    replyTo?: string;
    toName?: string;
    /** An unsubscribe address for the footer (absolute; a relative one is left out, as site links are). */
    unsubscribe?: string;
  } = {},
): EmailMessage {
  const cleanSubject = oneLine(subject);
  // Without a known origin a site link cannot work in a mail client, so it is left out rather than sent broken.
  const blocks = allBlocks.filter((block) => block.type !== "button" || !block.href.startsWith("/"));
  const unsubscribeHref = unsubscribe && !unsubscribe.startsWith("/") ? unsubscribe : undefined;
  const preheader = blocks.find((block) => block.type === "paragraph")?.text ?? cleanSubject;
  const footer = [...footerLines(context), ...optional(unsubscribeHref !== undefined, `${UNSUBSCRIBE_PROMPT}: ${unsubscribeHref}`)];
  const text = `${renderText(blocks)}\n\n--\n${footer.join("\n")}\n`;
  const name = toName ? oneLine(toName) : "";
  return {
    kind,
    to,
    ...(name ? { toName: name } : {}),
    subject: cleanSubject,
    text,
    html: renderHtml(cleanSubject, preheader, blocks, context, unsubscribeHref),
    attachments,
    ...(replyTo ? { replyTo } : {}),
  };
}

/** The given entries, or none: for optional parts of a message. */
export function optional<T>(condition: boolean, ...entries: T[]): T[] {
  return condition ? entries : [];
}

export const signOff = (context: EmailContext): Block => ({
  type: "paragraph",
  text: `${SIGN_OFF}\nThe ${context.studio.name} team`,
});

/** Where notices to the studio go. */
export function studioInbox(context: EmailContext): string {
  return context.notifyEmail ?? context.studio.email;
}
