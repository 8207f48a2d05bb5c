/**
 * Who asks submit-staff-sign-in and submit-staff-sign-out: the connection's address and what her browser's cookies
 * hold (read by the page or the API).
 */
export interface StaffVisitor {
  address: string;
  /** The trusted-device token, if this browser signed in before. */
  deviceToken?: string;
  /** The session the browser holds now, if any: it ends at a sign-in or a sign-out. */
  sessionId?: string;
}
