import type { Logger } from "pino";
import type { StaffUser } from "~/features/staff-session/index.server";

declare global {
  namespace Express {
    interface Locals {
      requestId: string;
      log: Logger;
      /** Per-response CSP nonce that every inline script the page renders must carry. */
      cspNonce: string;
      /** The signed-in staff member, set by requireStaff on admin routes. */
      staff?: StaffUser;
    }
  }
}
