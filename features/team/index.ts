export { memberChangeSchema, memberMessages, memberSchema, staffWeekSchema, type StaffWeekInput } from "./team-members";
export { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, photoMessages } from "./team-photos";
