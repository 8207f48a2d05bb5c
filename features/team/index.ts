export { abilities, forbiddenMessage, may, roleLabels, staffRoles, type Ability, type StaffRole } from "./roles";
export { memberChangeSchema, memberMessages, memberSchema, staffWeekSchema, type StaffWeekInput } from "./team-members";
