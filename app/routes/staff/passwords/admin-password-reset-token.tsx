import { KeyRound } from "lucide-react";
import type { Route } from "./+types/admin-password-reset-token";
import { FormError } from "~/ui/forms/form-error";
import { SubmitButton } from "~/ui/forms/submit-button";
import { NewPasswordFields } from "~/features/staff-session";
import { staffOnly, titleWithStudio } from "~/ui/seo";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { passwordResetAction, passwordResetLoader } from "~/features/staff/passwords/password-reset-page.server";

/** Her reset link (docs/decisions/0067): she chooses a new password, once. */
export const handle = { ...staffOnly, ...withoutReact };
export const clientLoader = loadAsDocument;
export const loader = passwordResetLoader;
export const action = passwordResetAction;

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}

// No canonical and no referrer to other sites: the page's only address holds the token.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Choose a new password", rootData(matches).studio.name) },
  { name: "description", content: "Choose a new password for the studio's staff dashboard." },
  { name: "referrer", content: "same-origin" },
];

export default function AdminPasswordResetToken({ loaderData, actionData }: Route.ComponentProps) {
  const gone = actionData?.code === "used" || actionData?.code === "expired" || actionData?.code === "not-found";
  const message = gone ? actionData.message : loaderData.message;
  const focus = actionData && !gone ? (["password", "confirm"] as const).find((field) => actionData.fieldErrors?.[field]) ?? "password" : undefined;
  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <section aria-labelledby="reset-heading" className="w-full max-w-md rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
        <KeyRound aria-hidden="true" size={32} className="text-plum-700" />
        {message ? (
          <>
            <h1 id="reset-heading" className="mt-3 text-3xl font-semibold">
              This link doesn't work
            </h1>
            <p className="mt-3">{message}</p>
            <p className="mt-6">
              <a href="/admin/password-reset" className="font-semibold text-plum-700 underline underline-offset-4">
                Ask for a new link
              </a>
            </p>
          </>
        ) : (
          <>
            <h1 id="reset-heading" className="mt-3 text-3xl font-semibold">
              Choose a new password
            </h1>
            <p className="mt-2 text-muted">{`For ${loaderData.name}, who signs in as ${loaderData.username}. Every other session will be signed out.`}</p>
            <form method="post" className="mt-6 grid gap-5" noValidate>
              <FormError message={actionData?.fieldErrors ? undefined : actionData?.message} />
              {/* For password managers: the account this password belongs to. */}
              <input type="hidden" name="username" autoComplete="username" value={loaderData.username} />
              <NewPasswordFields errors={actionData?.fieldErrors} focus={focus} />
              <SubmitButton pendingLabel="Saving...">Save my new password</SubmitButton>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
