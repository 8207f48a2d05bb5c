import type { ReactNode } from "react";
import { type FormResult, resultToast } from "~/ui/forms/form-result";
import { FormRegion } from "~/ui/forms/form-region";
import type { WaitlistPage } from "~/features/inquiries/waitlist-pages";
import { AboutCard } from "./about-card";
import { BenefitCards } from "./benefit-cards";
import { WaitlistHero } from "./waitlist-hero";

/**
 * The page every waitlist shares: hero, benefits, the form (or its thank-you screen once the server said yes) in a
 * region the form script swaps, and the treatment's facts. The pages differ only in their intro, form and thanks.
 */
export function WaitlistLayout({
  page,
  result,
  intro,
  form,
  thankYou,
}: {
  page: WaitlistPage;
  result: FormResult | undefined;
  intro?: ReactNode;
  form: ReactNode;
  thankYou: ReactNode;
}) {
  return (
    <div className="container-page py-10 sm:py-14">
      <WaitlistHero page={page}>{intro}</WaitlistHero>
      <div className="mt-12 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="lg:col-start-1 lg:row-start-1">
          <BenefitCards title="Why join the waitlist?" benefits={page.benefits} />
        </div>
        <FormRegion
          id="waitlist-form-region"
          toast={resultToast(result, page.toasts)}
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          {result?.status === "success" ? thankYou : form}
        </FormRegion>
        <div className="lg:col-start-1 lg:row-start-2">
          <AboutCard service={page.service} />
        </div>
      </div>
    </div>
  );
}
