/**
 * A member of staff as an identity: her account and password check, her session and trusted device, and how a
 * dashboard loader or action asks who is signed in and whether her role allows it; the links that let her choose a
 * password (an invitation, a reset), which need no mail: their emails are the callers'. Below every feature's admin,
 * which reads who is signed in; the dashboard itself, sign-in's pages and the tab registry are features/staff, above.
 */
export {
  createAccount,
  endSessions,
  hasStaffUsers,
  LOGIN_LIMIT_PER_DEVICE,
  LOGIN_LIMIT_PER_USER,
  normaliseUsername,
  signIn,
  signOut,
  StaffAccountError,
  staffForSession,
  sweepSessions,
  type LoginResult,
  type StaffUser,
  type StaffVisitor,
} from "./staff.server";
export { allowed, requireStaffPage, staffOf } from "./staff-session.server";
export { dashboardAnswer, failure, pageFailure, payloadOf, requireStaffAction, unreadable } from "./dashboard-answers.server";
export { hashNewPassword, spentLinkRefusal } from "./new-password.server";
export { fillPasswordLinks, passwordLinkFor, passwordLinkLoader, setPasswordByLink, spendPasswordLink, type PasswordLinkKind, type PasswordLinkState } from "./password-links.server";
