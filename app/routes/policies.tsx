import { Link } from "react-router";
import type { Route } from "./+types/policies";
import { AftercareGuideCard } from "~/features/content-pages/ui/policies/aftercare-guide-card";
import { BookingPoliciesAccordion } from "~/features/content-pages/ui/policies/booking-policies-accordion";
import { BulletList } from "~/features/content-pages/ui/policies/bullet-list";
import { ContactCards } from "~/features/content-pages/ui/policies/contact-cards";
import { FatFreezingPolicy } from "~/features/content-pages/ui/policies/fat-freezing-policy";
import { GuideDownloadLink } from "~/features/content-pages/ui/policies/guide-download-link";
import { PatchTestCallout } from "~/features/content-pages/ui/policies/patch-test-callout";
import { PatchTestRequirements } from "~/features/content-pages/ui/policies/patch-test-requirements";
import { PolicySection } from "~/features/content-pages/ui/policies/policy-section";
import { TableOfContents } from "~/features/content-pages/ui/policies/table-of-contents";
import { pageMeta } from "~/app/site/route-meta";
import { CANCELLATION_FORM_PATH, cancellationRightTopic, changePolicyTopic } from "~/features/booking";
import { GIFT_VOUCHERS_PATH, voucherPolicyPoints } from "~/features/vouchers";
import { membershipTermsList } from "~/features/memberships";
import { bookingPolicies } from "~/content/booking-policies";
import {
  browAftercareGuides,
  fatFreezingPolicy,
  marketingCommunications,
  privacyEssentials,
  universalAftercareTips,
} from "~/features/content-pages/aftercare";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { specialTreatmentLicence, useStudio } from "~/features/studio";
import { currentStudioFacts } from "~/features/studio/index.server";
import { LicenceNote } from "~/features/content-pages/ui/services/licence-note";

/** Needs no JavaScript: served without React hydration. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;
export async function loader({ context }: Route.LoaderArgs) {
  // The special-treatment licence covers the machine treatments these policies speak of (DESIGN 12).
  return { licence: specialTreatmentLicence(await currentStudioFacts(context.db)) ?? null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Policies & Aftercare",
    description:
      "Aftercare guides for henna brows, lamination, tint and wax, plus booking, payment, patch test, fat-freezing, marketing and privacy policies.",
    path: "/policies",
  });

const sections = [
  { id: "aftercare", label: "Aftercare guides" },
  { id: "booking", label: "Booking policies" },
  { id: "patch-tests", label: "Patch tests" },
  { id: "ice-sculpt-policy", label: "Fat-freezing policy" },
  { id: "gift-vouchers", label: "Gift vouchers" },
  { id: "marketing-communications", label: "Marketing communications" },
  { id: "privacy", label: "Privacy and cookies" },
  { id: "dreams-club", label: "Dreams Club membership" },
  { id: "contact", label: "Contact us" },
] as const;

const inlineLink = "font-semibold text-plum-700 underline underline-offset-4 hover:text-plum-900";

export default function Policies({ loaderData }: Route.ComponentProps) {
  const studio = useStudio();
  return (
    <>
      <section aria-labelledby="policies-title" className="container-page py-14">
        <p className="font-semibold tracking-wide text-plum-700 uppercase">Policies & aftercare</p>
        <h1 id="policies-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
          Everything you need before and after your visit
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-muted">
          How to care for your results, how booking and payment work, and how we look after your details: the
          small print, written plainly.
        </p>
        <LicenceNote licence={loaderData.licence ?? undefined} className="mt-4 max-w-3xl" />
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <PatchTestCallout />
          <TableOfContents entries={sections} />
        </div>
      </section>

      <PolicySection
        id="aftercare"
        title="Aftercare Guides"
        tinted
        intro="Follow the steps for your treatment, in order, to keep your results looking magical for as long as possible."
      >
        <div className="grid gap-6 md:grid-cols-2">
          {browAftercareGuides.map((guide) => (
            <AftercareGuideCard key={guide.id} guide={guide} />
          ))}
        </div>
        <section aria-labelledby="universal-tips-title" className="mt-10 rounded-2xl bg-blush-50 p-6 ring-1 ring-blush-200">
          <h3 id="universal-tips-title" className="text-2xl font-semibold">
            Universal Aftercare Tips
          </h3>
          <BulletList items={universalAftercareTips} className="mt-4" />
        </section>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <GuideDownloadLink guide="brow-aftercare" />
          <p className="text-sm text-muted">A printable page you can keep, print or save as a PDF.</p>
        </div>
      </PolicySection>

      <PolicySection
        id="booking"
        title="Booking Policies"
        intro="Clear, fair rules so that every client can get the appointment they want. Choose a topic to read it."
      >
        <BookingPoliciesAccordion policies={[changePolicyTopic, cancellationRightTopic, ...bookingPolicies]} />
        <p className="mt-6">
          To cancel in writing you may use our{" "}
          <a href={CANCELLATION_FORM_PATH} className={inlineLink}>
            model cancellation form
          </a>
          , with our address filled in.
        </p>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link to="/book" className="btn-primary">
            Book an Appointment
          </Link>
          <Link to="/services" className="btn-secondary">
            View Services & Prices
          </Link>
        </div>
      </PolicySection>

      <PolicySection id="patch-tests" title="Patch Test Requirements" tinted>
        <PatchTestRequirements />
      </PolicySection>

      <PolicySection
        id="ice-sculpt-policy"
        title={`${fatFreezingPolicy.serviceName}: Fat-Freezing Policy`}
        intro={fatFreezingPolicy.resultsTimeline}
      >
        <FatFreezingPolicy />
      </PolicySection>

      <PolicySection id="gift-vouchers" title="Gift Vouchers" divided>
        <div className="max-w-3xl">
          <BulletList items={voucherPolicyPoints()} />
          <p className="mt-6">
            <a href={GIFT_VOUCHERS_PATH} className={inlineLink}>
              Buy a gift voucher
            </a>
          </p>
        </div>
      </PolicySection>

      <PolicySection id="marketing-communications" title="Marketing Communications" tinted>
        <div className="max-w-3xl">
          <BulletList items={marketingCommunications} />
          <p className="mt-6">
            To unsubscribe by email, write to{" "}
            <a href={`mailto:${studio.email}?subject=Unsubscribe`} className={inlineLink}>
              {studio.email}
            </a>{" "}
            with the subject “Unsubscribe”.
          </p>
        </div>
      </PolicySection>

      <PolicySection
        id="privacy"
        title="Privacy and Cookies"
        intro="Our privacy and cookie essentials (the booking policies above are our terms): we keep only what we need to look after you."
      >
        <div className="max-w-3xl">
          <BulletList items={privacyEssentials} />
          <p className="mt-6">
            Questions about your data? Email{" "}
            <a href={`mailto:${studio.email}`} className={inlineLink}>
              {studio.email}
            </a>
            .
          </p>
        </div>
      </PolicySection>

      <PolicySection
        id="dreams-club"
        title="Dreams Club Membership"
        tinted
        intro="The terms of our monthly memberships, the same ones your membership is billed by."
      >
        <div className="max-w-3xl">
          <BulletList items={membershipTermsList} />
          <p className="mt-6">
            <a href="/services#dreams-club" className={inlineLink}>
              Compare the memberships
            </a>
          </p>
        </div>
      </PolicySection>

      <PolicySection
        id="contact"
        title="Contact Us"
        divided
        intro="Not sure about a policy, or need to change an appointment? We reply within 24 hours."
      >
        <ContactCards studio={studio} />
        <div className="mt-8 flex flex-wrap gap-4">
          <Link to="/contact" className="btn-primary">
            Send Us a Message
          </Link>
          <Link to="/book" className="btn-secondary">
            Book an Appointment
          </Link>
        </div>
      </PolicySection>
    </>
  );
}
