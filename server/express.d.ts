import type { Logger } from "pino";

declare global {
  namespace Express {
    interface Locals {
      requestId: string;
      log: Logger;
      /** Per-response CSP nonce that every inline script the page renders must carry. */
      cspNonce: string;
    }
  }
}
