/** The owner's invitation to a new member of the team (docs/decisions/0055): its link, its life and its words. */

export const INVITATION_DAYS = 7;

/** Where a member's token goes in a queued email; replaced with a fresh one as it is sent (fillStaffInvitations). */
export const invitationSlot = (staffMemberId: string) => `{{staff-invitation:${staffMemberId}}}`;
export const INVITATION_SLOT_PATTERN = /\{\{staff-invitation:([0-9a-f-]{36})\}\}/g;
export const invitationPath = (token: string) => `/admin/invite/${token}`;

export const invitationMessages = {
  unknown: "This invitation link is not valid. If the studio sent you a newer one, use that.",
  used: "This invitation has been used: sign in with the username and password you chose.",
  expired: `This invitation has expired (links last ${INVITATION_DAYS} days). Ask the studio's owner to send a new one.`,
  usernameTaken: "That username is taken: choose another.",
  ready: "Your account is ready: sign in with your new password.",
} as const;

/** The username a new member is offered: her first name, as sign-in accepts it. */
export const suggestedUsername = (name: string) =>
  name
    .trim()
    .split(/\s+/)[0]!
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9._-]/g, "")
    .slice(0, 40);
