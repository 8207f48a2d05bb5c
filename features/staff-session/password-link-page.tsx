import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { FormError } from "~/ui/forms/form-error";
import { SubmitButton } from "~/ui/forms/submit-button";
import { NewPasswordFields } from "./new-password-fields";

/** What a password link's action answers: a refusal with its code and words, or field errors to show. */
export interface PasswordLinkAnswer {
  code?: string;
  message?: string;
  fieldErrors?: Partial<Record<string, string[]>>;
}

/** The codes a spent link's refusal carries (new-password.server.ts `spentLinkRefusal`): the page then says so. */
const spentCodes = new Set(["used", "expired", "not-found"]);

/**
 * The page of a one-time link that sets a password (a new member's invitation, a forgotten password's reset;
 * docs/decisions/0055, 0067): a card that either says the link no longer works, with the way on, or holds the form,
 * its error, the fields before the new password's, and its button. Focus goes to the first field in error.
 */
export function PasswordLinkPage({
  id,
  opened,
  answer,
  heading,
  lead,
  fields = [],
  before,
  submit,
  pending,
  gone,
}: {
  id: string;
  /** The loader's word when the link did not open (used, expired, unknown). */
  opened: { message?: string };
  answer: PasswordLinkAnswer | undefined;
  heading: string;
  lead: string;
  /** The names of the fields `before` holds, in order, for focus. */
  fields?: readonly string[];
  before?: (focus: string | undefined) => ReactNode;
  submit: string;
  pending: string;
  gone: { href: string; label: string };
}) {
  const spent = answer?.code !== undefined && spentCodes.has(answer.code);
  const message = spent ? answer?.message : opened.message;
  const focus = answer && !spent ? ([...fields, "password", "confirm"].find((field) => answer.fieldErrors?.[field]) ?? "password") : undefined;
  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <section aria-labelledby={id} className="w-full max-w-md rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
        <KeyRound aria-hidden="true" size={32} className="text-plum-700" />
        {message ? (
          <>
            <h1 id={id} className="mt-3 text-3xl font-semibold">
              This link doesn't work
            </h1>
            <p className="mt-3">{message}</p>
            <p className="mt-6">
              <a href={gone.href} className="font-semibold text-plum-700 underline underline-offset-4">
                {gone.label}
              </a>
            </p>
          </>
        ) : (
          <>
            <h1 id={id} className="mt-3 text-3xl font-semibold">
              {heading}
            </h1>
            <p className="mt-2 text-muted">{lead}</p>
            <form method="post" className="mt-6 grid gap-5" noValidate>
              <FormError message={answer?.fieldErrors ? undefined : answer?.message} />
              {before?.(focus)}
              <NewPasswordFields errors={answer?.fieldErrors} focus={focus} />
              <SubmitButton pendingLabel={pending}>{submit}</SubmitButton>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
