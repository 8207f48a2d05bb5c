import { data } from "react-router";
import type { Route } from "./+types/booking-confirmed";
import { notForSearch } from "~/ui/seo";
import { pageMeta } from "~/app/site/route-meta";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { PaymentOutcome } from "~/features/booking/ui/checkout/payment-outcome";
import { appointmentView } from "~/features/booking/pages/appointment-view";
import { findBooking, patchTestFactsOf, practitionerNameOf, syncPayment, type Booking } from "~/features/booking/index.server";
import { issueManageHref } from "~/features/booking/manage/manage.server";
import { paymentResult } from "~/features/booking/payments/payment-result";

/**
 * Where a payment that left /checkout lands (Stripe's redirect after a bank's check, or the demo's stand-in).
 * When the payment belongs to a booking, the server asks the provider itself and its record decides.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const paymentIntent = query.get("payment_intent");
  const bookingId = query.get("booking");
  let booking: Booking | undefined;
  if (paymentIntent && bookingId) {
    const found = await syncPayment(context.db, context.payments, bookingId, context.emailContext).catch(() => findBooking(context.db, bookingId));
    if (found && found.paymentIntentId === paymentIntent) booking = found;
  }
  const result = paymentResult({
    redirectStatus: query.get("redirect_status"),
    hasClientSecret: query.has("payment_intent_client_secret"),
    recorded: booking?.paymentStatus,
  });
  const manageHref = booking ? await issueManageHref(context.db, booking.id) : null;
  const practitioner = booking ? await practitionerNameOf(context.db, booking.id) : undefined;
  const patchTest = booking ? await patchTestFactsOf(context.db, booking) : undefined;
  // While the bank's word is awaited the page looks again a few times (?check=N), then says it will email.
  const checks = Number(query.get("check") ?? "0") || 0;
  let recheckHref: string | null = null;
  if (result === "processing" && booking && checks < MAX_CHECKS) {
    const next = new URLSearchParams(query);
    next.set("check", String(checks + 1));
    recheckHref = `/booking-confirmed?${next}`;
  }
  return data(
    { result, appointment: booking ? appointmentView({ ...booking, ...patchTest, practitioner }, { manageHref }) : null, recheckHref },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const handle = { ...notForSearch, ...withoutReact };
export const clientLoader = loadAsDocument;

const MAX_CHECKS = 10;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Your Booking",
    description: (studio) => `The result of your payment for your ${studio} appointment.`,
    path: "/booking-confirmed",
  }),
];

export default function BookingConfirmed({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-12 sm:py-16">
      <PaymentOutcome result={loaderData.result} appointment={loaderData.appointment} recheckHref={loaderData.recheckHref} />
    </div>
  );
}
