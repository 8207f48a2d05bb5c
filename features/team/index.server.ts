export { createStaffUser } from "./team-accounts.server";
export { bookablePractitioners, photoAddress, type BookablePractitioner } from "./team.server";
export { diaryTeamJson, diaryTeamOf, timeOffJson, type DiaryPractitioner, type DiaryResource, type DiaryTeam, type DiaryTeamJson, type TimeOffJson } from "./diary-team.server";
export { bookingsOfMember, resourceList, staffMemberList, type AffectedBooking, type ResourceView, type StaffMemberView, type StaffWeek } from "./team-admin.server";
export { submitAddResource } from "./use-cases/submit-add-resource.server";
export { submitChangeResource } from "./use-cases/submit-change-resource.server";
export { submitStaffHours } from "./use-cases/submit-staff-hours.server";
export { submitRemoveTimeOff } from "./use-cases/submit-remove-time-off.server";
export { submitTimeOff } from "./use-cases/submit-time-off.server";
