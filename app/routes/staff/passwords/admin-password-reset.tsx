import { KeyRound } from "lucide-react";
import type { Route } from "./+types/admin-password-reset";
import { FormError } from "~/ui/forms/form-error";
import { SubmitButton } from "~/ui/forms/submit-button";
import { TextField } from "~/ui/forms/text-field";
import { staffOnly } from "~/ui/seo";
import { pageMeta } from "~/app/site/route-meta";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { passwordResetRequestAction } from "~/features/staff/passwords/password-reset-page.server";

/** A member who has forgotten her password asks for a link by email (docs/decisions/0067): a plain form, no React. */
export const handle = { ...staffOnly, ...withoutReact };
export const clientLoader = loadAsDocument;
// A server loader, however empty, so the page is rendered on the server (a clientLoader alone renders a fallback).
export const loader = () => ({});
export const action = passwordResetRequestAction;

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Reset your staff password",
    description: "Ask for a link to choose a new password for the studio's staff dashboard.",
    path: "/admin/password-reset",
  }),
];

export default function AdminPasswordReset({ actionData }: Route.ComponentProps) {
  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <section aria-labelledby="reset-heading" className="w-full max-w-md rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
        <KeyRound aria-hidden="true" size={32} className="text-plum-700" />
        <h1 id="reset-heading" className="mt-3 text-3xl font-semibold">
          Reset your password
        </h1>
        {actionData?.sent ? (
          <p role="status" className="mt-4 rounded-2xl border border-green-700 bg-green-50 p-3 text-green-900">
            {actionData.sent}
          </p>
        ) : (
          <>
            <p className="mt-2 text-muted">Give the email address the studio has for you, and we will send you a link to choose a new password.</p>
            <form method="post" className="mt-6 grid gap-5" noValidate>
              <FormError message={actionData?.fieldErrors ? undefined : actionData?.message} />
              <TextField
                name="email"
                type="email"
                label="Email"
                autoComplete="email"
                required
                autoFocus={Boolean(actionData?.fieldErrors?.email)}
                defaultValue={actionData?.email}
                errors={actionData?.fieldErrors?.email}
              />
              <SubmitButton pendingLabel="Sending...">Email me a link</SubmitButton>
            </form>
          </>
        )}
        <p className="mt-6">
          <a href="/admin/login" className="font-semibold text-plum-700 underline underline-offset-4">
            Back to staff sign in
          </a>
        </p>
      </section>
    </div>
  );
}
