import { compose, link, signOff, type Block, type EmailContext, type EmailMessage } from "~/features/mail";
import { accountTerms, signInLinkPath, SIGN_IN_TOKEN_SLOT } from "./account-sign-in";

/** The sign-in link; its token is filled in as the email is sent, so the outbox never holds a working one. */
export function signInEmail(email: string, context: EmailContext): EmailMessage {
  const blocks: Block[] = [
    { type: "heading", text: "Your sign-in link" },
    {
      type: "paragraph",
      text: `Use the button below to sign in to your ${context.studio.name} account. It works once, within ${accountTerms.linkMinutes} minutes of this email.`,
    },
    { type: "button", label: "Sign in to your account", href: link(context.origin, signInLinkPath(SIGN_IN_TOKEN_SLOT)) },
    { type: "paragraph", text: "Didn't ask to sign in? You can ignore this email: nobody can use your account without this link." },
    signOff(context),
  ];
  return compose("account-sign-in", email, `Sign in to ${context.studio.name}`, blocks, context);
}
