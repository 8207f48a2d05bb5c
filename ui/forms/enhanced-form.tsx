import type { ReactNode } from "react";
import type { ResultToasts } from "./form-result";
import { HoneypotField } from "./honeypot-field";

/**
 * A public form that works as a plain POST to its page's action; app/enhance/public-forms.ts sends it in the
 * background instead when its script runs. The failure toast travels in data attributes for when no answer
 * comes back at all (a lost connection). No browser validation: the server's schema is the only rule.
 */
export function EnhancedForm({ action, failureToast, children }: { action: string; failureToast: ResultToasts["failure"]; children: ReactNode }) {
  return (
    <form
      method="post"
      action={action}
      noValidate
      data-enhance
      data-failure-title={failureToast.title}
      data-failure-description={failureToast.description}
      className="relative mt-6 grid gap-5"
    >
      <HoneypotField />
      {children}
    </form>
  );
}
