import { roleLabels, type StaffRole } from "~/features/staff-session";
import { compose, link, signOff, type Block, type EmailContext, type EmailMessage } from "~/features/mail";
import { firstNameOf } from "~/lib/names";
import { INVITATION_DAYS, invitationPath, invitationSlot } from "./invitation-terms";

/** The owner's invitation: a one-time link to choose a username and password, filled in as the email is sent. */
export function invitationEmail(member: { id: string; name: string; email: string; role: StaffRole }, invitedBy: string, context: EmailContext): EmailMessage {
  const blocks: Block[] = [
    { type: "heading", text: `Join ${context.studio.name}` },
    { type: "paragraph", text: `Hello ${firstNameOf(member.name)}, ${invitedBy} has added you to the team at ${context.studio.name} (${roleLabels[member.role].toLowerCase()}).` },
    {
      type: "paragraph",
      text: `Use the button below to choose your username and password for the staff dashboard. The link works once, within ${INVITATION_DAYS} days of this email.`,
    },
    { type: "button", label: "Set up your account", href: link(context.origin, invitationPath(invitationSlot(member.id))) },
    { type: "paragraph", text: "Not expecting this? You can ignore it: nothing happens without the link." },
    signOff(context),
  ];
  return compose("staff-invitation", member.email, `Your staff account at ${context.studio.name}`, blocks, context, { toName: member.name });
}
