export { createStaffUser } from "./team-accounts.server";
export { bookablePractitioners, photoAddress, type BookablePractitioner } from "./team.server";
export { diaryTeamJson, diaryTeamOf, timeOffJson, type DiaryPractitioner, type DiaryResource, type DiaryTeam, type DiaryTeamJson, type TimeOffJson } from "./diary-team.server";
export { bookingsOfMember, resourceList, staffMemberList, type AffectedBooking, type ResourceView, type StaffMemberView, type StaffWeek } from "./team-admin.server";
export { submitAddResource, submitChangeResource } from "./use-cases/resources.server";
export { submitStaffHours } from "./use-cases/staff-hours.server";
export { submitRemoveTimeOff, submitTimeOff } from "./use-cases/time-off.server";
