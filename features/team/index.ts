export { abilities, forbiddenMessage, may, roleLabels, staffRoles, type Ability, type StaffRole } from "./roles";
export { memberChangeSchema, memberMessages, memberSchema, PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, staffWeekSchema, type StaffWeekInput } from "./team-members";
