export { hoursAction, inviteAgainAction, memberAction, photoAction, photoPageLoader, resourceAction, teamTab } from "./team-page.server";
export { submitAddStaffMember, submitChangeStaffMember, submitInviteAgain } from "./team-members.server";
export { submitRemoveStaffPhoto, submitStaffPhoto, teamPhotoAt } from "./team-photos.server";
export { invitationAction, invitationLoader } from "./invitations/invitation-page.server";
export { fillStaffInvitations } from "./invitations/invitations.server";
export { invitationMessages } from "./invitations/invitation-terms";
