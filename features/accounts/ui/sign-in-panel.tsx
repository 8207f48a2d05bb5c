import { MailCheck, UserRound } from "lucide-react";
import { FormError } from "~/ui/forms/form-error";
import { SubmitButton } from "~/ui/forms/submit-button";
import { TextField } from "~/ui/forms/text-field";
import { accountTerms } from "~/features/client-session";
import type { SignInPageData } from "../account-view";

/**
 * Asking for a sign-in link: a plain form posting to the page it is on (no React). After a link that did not work,
 * the same form follows the reason, so asking again is one step.
 */
export function SignInPanel({ page, title = "Sign in to your account" }: { page: SignInPageData; title?: string }) {
  if (page.sent) {
    return (
      <Panel>
        <MailCheck aria-hidden="true" size={32} className="text-plum-700" />
        <h1 id="account-title" className="mt-3 text-3xl font-semibold">
          Check your email
        </h1>
        <p role="status" className="mt-3 text-lg">
          {page.sent}
        </p>
        <p className="mt-3 text-muted">Nothing there after a few minutes? Look in your spam folder, or ask for another link.</p>
        <a href="/account/sign-in" className="btn-secondary mt-6">
          Ask for another link
        </a>
      </Panel>
    );
  }
  return (
    <Panel>
      <UserRound aria-hidden="true" size={32} className="text-plum-700" />
      <h1 id="account-title" className="mt-3 text-3xl font-semibold">
        {title}
      </h1>
      {page.linkProblem && (
        <p role="alert" className="mt-4 rounded-xl border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">
          {page.linkProblem}
        </p>
      )}
      {page.notice && (
        <p role="status" className="mt-4 rounded-xl border border-green-700 bg-green-50 px-4 py-3 font-medium text-green-900">
          {page.notice}
        </p>
      )}
      <p className="mt-3 text-muted">
        No password needed: enter the email you booked or joined with and we'll send you a link that signs you in. It
        works once, for {accountTerms.linkMinutes} minutes.
      </p>
      <form method="post" className="mt-6 grid gap-5" noValidate>
        <FormError message={page.fieldErrors ? undefined : page.message} />
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
          autoFocus={Boolean(page.fieldErrors?.email)}
          defaultValue={page.email}
          errors={page.fieldErrors?.email}
        />
        <SubmitButton pendingLabel="Sending...">Email me a sign-in link</SubmitButton>
      </form>
    </Panel>
  );
}

export function Panel({ children }: { children: React.ReactNode }) {
  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <section aria-labelledby="account-title" className="w-full max-w-md rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
        {children}
      </section>
    </div>
  );
}
