import type { ReactNode } from "react";
import { ThankYouPanel } from "~/ui/forms/thank-you-panel";
import type { WaitlistPage } from "~/features/inquiries/waitlist-pages";

export function WaitlistThankYou({ page, actions, children }: { page: WaitlistPage; actions: ReactNode; children?: ReactNode }) {
  return (
    <ThankYouPanel title="You're on the waitlist!" actions={actions}>
      <p>
        Thank you for joining. You'll be the first to know when {page.service.name} {page.arrival}. Your waitlist perks
        will be waiting for you.
      </p>
      {children}
    </ThankYouPanel>
  );
}
