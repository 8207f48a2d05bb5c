import { Link } from "react-router";
import { CheckboxField } from "~/app/ui/forms/checkbox-field";

/** Marketing emails are a separate choice, unticked unless the visitor ticks it (DESIGN section 8). */
export function MarketingConsentField({ defaultChecked }: { defaultChecked: boolean }) {
  return (
    <CheckboxField
      name="marketingConsent"
      defaultChecked={defaultChecked}
      label="Yes, send me occasional news and offers by email"
      description={
        <>
          Optional: your place on the waitlist doesn't depend on it, and you can unsubscribe at any time. See{" "}
          <Link to="/policies#marketing-communications" className="font-medium text-plum-700 underline underline-offset-2">
            marketing communications
          </Link>
          .
        </>
      }
    />
  );
}
