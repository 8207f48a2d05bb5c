export { MIN_PASSWORD_LENGTH, USERNAME_PATTERN, passwordMessages, passwordProblem, usernameMessage } from "./password-policy";
export { clearedSessionCookie, deviceCookieName, readCookie, serializeDeviceCookie, serializeSessionCookie, sessionCookieName } from "./session-cookie";
export { safeNextPath, signInMessages, signInPath, signInSchema } from "./staff-sign-in";
export { abilities, forbiddenMessage, may, roleLabels, staffRoles, type Ability, type StaffRole } from "./roles";
export { newPasswordMessages, newPasswordSchema } from "./new-password";
export { NewPasswordFields } from "./new-password-fields";
export { PasswordLinkPage } from "./password-link-page";
