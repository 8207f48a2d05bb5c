export { abilities, forbiddenMessage, may, roleLabels, staffRoles, type Ability, type StaffRole } from "./roles";
