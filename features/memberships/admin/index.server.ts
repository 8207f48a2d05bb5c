export { cancelMemberAction, membersTab } from "./members-page.server";
