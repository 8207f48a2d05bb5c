/** A member's own password reset (docs/decisions/0067): its link, its life and its words. */

/** A reset link works this long after its email is sent: long enough to find the email, short for a credential. */
export const RESET_MINUTES = 60;
/** A second request for one member within this many minutes sends nothing more (the first email is on its way). */
export const RESET_RESEND_MINUTES = 2;

/** Where a member's token goes in a queued email; replaced with a fresh one as it is sent (fillStaffPasswordResets). */
export const resetSlot = (staffMemberId: string) => `{{staff-password-reset:${staffMemberId}}}`;
export const RESET_SLOT_PATTERN = /\{\{staff-password-reset:([0-9a-f-]{36})\}\}/g;
export const resetPath = (token: string) => `/admin/password-reset/${token}`;

export const resetMessages = {
  email: "Enter the email address the studio has for you, like name@example.com.",
  sent: `If that address belongs to a member of the team with a staff account, we have emailed her a link to choose a new password. It works once, within ${RESET_MINUTES} minutes.`,
  unknown: "This link is not valid. If you asked again since, use the newest email.",
  used: "This link has been used. If you did not change your password, ask the studio's owner.",
  expired: `This link has expired (links last ${RESET_MINUTES} minutes). Ask for a new one.`,
  done: "Your password has been changed and every other session signed out: sign in with it.",
} as const;
