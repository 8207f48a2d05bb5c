export { memberForNewAccount } from "./team-accounts.server";
export { bookablePractitioners, type BookablePractitioner } from "./team.server";
export { diaryTeam, timeOffBetween, type DiaryPractitioner, type DiaryResource, type DiaryTeam } from "./diary-team.server";
export { resourceList, staffMemberList, type ResourceView, type StaffMemberView, type StaffWeek } from "./team-admin.server";
