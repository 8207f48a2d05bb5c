import { compose, link, signOff, type Block, type EmailContext, type EmailMessage } from "~/features/mail";
import { firstNameOf } from "~/lib/names";
import { RESET_MINUTES, resetPath, resetSlot } from "./password-reset-terms";

/** Her link to choose a new password, filled in as the email is sent; the username reminds her what she signs in as. */
export function passwordResetEmail(member: { id: string; name: string; email: string; username: string }, context: EmailContext): EmailMessage {
  const blocks: Block[] = [
    { type: "heading", text: "Choose a new password" },
    { type: "paragraph", text: `Hello ${firstNameOf(member.name)}, someone asked to reset the password of your staff account at ${context.studio.name} (username ${member.username}).` },
    { type: "paragraph", text: `Use the button below to choose a new one. The link works once, within ${RESET_MINUTES} minutes of this email.` },
    { type: "button", label: "Choose a new password", href: link(context.origin, resetPath(resetSlot(member.id))) },
    { type: "paragraph", text: "Did not ask? You can ignore this email: your password stays as it is." },
    signOff(context),
  ];
  return compose("staff-password-reset", member.email, `Reset your staff password at ${context.studio.name}`, blocks, context, { toName: member.name });
}
