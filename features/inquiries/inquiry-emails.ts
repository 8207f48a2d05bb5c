/** The waitlist welcome and the studio's notice of each message or sign-up, built on the mail frame. */
import { seedCatalogue, serviceIdentity } from "~/features/studio";
import { compose, link, optional, signOff, studioInbox, UNSUBSCRIBE_TOKEN_SLOT, unsubscribePath, type Block, type EmailContext, type EmailMessage } from "~/features/mail";
import { FAT_FREEZING_SERVICE, type ContactInput, type WaitlistInput } from "./inquiry-forms";
import type { WithMarketing } from "~/features/marketing";

export type Inquiry =
  | ({ type: "contact" } & WithMarketing<ContactInput>)
  | ({ type: "waitlist" } & WithMarketing<WaitlistInput>);

/**
 * "launches" for a treatment new to the studio, "returns" for one it has offered before: The Ice Sculpt is new
 * (its catalogue copy "launches"); the other waitlist treatments are "returning to service".
 */
export function waitlistOpeningVerb(serviceSlug: string): "launches" | "returns" {
  return serviceSlug === FAT_FREEZING_SERVICE ? "launches" : "returns";
}

export function waitlistWelcomeEmail(entry: WithMarketing<WaitlistInput>, context: EmailContext): EmailMessage {
  // Its name and its copy (the short description): nothing staff change.
  const service = seedCatalogue.find(entry.service);
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
      text: context.origin
        ? "There's nothing more you need to do. Signed up by mistake? Use the unsubscribe link at the end of this email, or just reply and we'll take you off the list."
        : "There's nothing more you need to do. Signed up by mistake? Just reply to this email and we'll take you off the list.",
    },
    { type: "button", label: `Read about ${service.name}`, href: link(context.origin, `/services/${service.slug}`) },
    signOff(context),
  ];
  return compose("waitlist-welcome", entry.email, `Welcome to the waitlist for ${service.name} ✨`, blocks, context, {
    toName: entry.name,
    // A slot the outbox fills with a fresh token as it sends (docs/decisions/0015); no link without PUBLIC_URL.
    unsubscribe: link(context.origin, unsubscribePath(UNSUBSCRIBE_TOKEN_SLOT)),
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
    return compose("studio-inquiry", studioInbox(context), `New message from ${inquiry.name}`, blocks, context, { replyTo: inquiry.email, toName: context.studio.name });
  }
  const service = serviceIdentity(inquiry.service);
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
        ["Marketing emails", inquiry.marketingEmail ? "yes, consent given" : "no"],
      ],
    },
    { type: "button", label: "Open the admin dashboard", href: link(context.origin, "/admin") },
  ];
  return compose("studio-inquiry", studioInbox(context), `New waitlist sign-up: ${serviceName}, ${inquiry.name}`, blocks, context, {
    replyTo: inquiry.email,
    toName: context.studio.name,
  });
}
