import { freePaymentLabel, paymentLabel, paymentTone, statusLabel, statusTone, type BadgeTone } from "../rules/booking-badges";
import { coursePaymentLabel } from "../rules/course-rules";
import { dateBadge, type DateBadgeKind } from "./date-badge";
import { formatTotal } from "~/lib/money";
import { Badge } from "~/ui/admin/badge";

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={statusTone(status)} label="Status">
      {statusLabel(status)}
    </Badge>
  );
}

/** "Paid", or "Partially refunded (£10.00 back)" once money has gone back to the client. */
export function PaymentBadge({
  paymentStatus,
  refundedPence = 0,
  courseSession = false,
  free = false,
}: {
  paymentStatus: string;
  refundedPence?: number;
  courseSession?: boolean;
  /** Costs nothing and took nothing (isFreeBooking): the free patch test. */
  free?: boolean;
}) {
  if (courseSession || free) {
    return (
      <Badge tone="green" label="Payment">
        {courseSession ? coursePaymentLabel : freePaymentLabel}
      </Badge>
    );
  }
  return (
    <Badge tone={paymentTone(paymentStatus)} label="Payment">
      {paymentLabel(paymentStatus)}
      {paymentStatus === "partially_refunded" && refundedPence > 0 && ` (${formatTotal(refundedPence)} back)`}
    </Badge>
  );
}

const dateTones: Record<DateBadgeKind, BadgeTone | "plum"> = {
  today: "plum",
  tomorrow: "plum",
  upcoming: "grey",
  past: "grey",
  invalid: "red",
  none: "grey",
};

/** Today, Tomorrow, Past or "Mar 14" for the appointment (spec section 4). */
export function DateBadge({ value, now }: { value: string | Date | null; now: Date }) {
  const badge = dateBadge(value, now);
  return (
    <Badge tone={dateTones[badge.kind]} label="Date">
      {badge.label}
    </Badge>
  );
}
