import type { MarketingChoiceView } from "~/features/marketing";
import type { VoucherState } from "~/features/vouchers";

// Dates are Date on the server and strings once they have crossed to the page or an API client.
type When = Date | string;

/** A gift voucher she bought or was given, as the record shows it (never its code: only its last characters). */
export interface ClientVoucher {
  id: string;
  codeEnd: string;
  /** "Bought" for someone, or "Received" from someone (both when she bought it for herself). */
  roles: ("bought" | "received")[];
  serviceName: string | null;
  amountPence: number;
  balancePence: number;
  state: VoucherState;
  expiresAt: When | null;
}

export interface ClientMembership {
  id: string;
  tierName: string;
  status: string;
  startedAt: string | null;
  nextPaymentOn: string | null;
  endedAt: string | null;
}

export interface ClientCourse {
  id: string;
  label: string;
  sessionsTotal: number;
  sessionsUsed: number;
  sessionsLeft: number;
  expiresAt: When;
  ended: boolean;
}

export interface ClientHoldings {
  vouchers: ClientVoucher[];
  memberships: ClientMembership[];
  courses: ClientCourse[];
  /** Her current marketing choices, one entry per address she has used. */
  marketing: { email: string; choices: MarketingChoiceView[] }[];
}
