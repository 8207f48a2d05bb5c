import { KeyRound } from "lucide-react";
import type { Route } from "./+types/admin-invite";
import { FormError } from "~/ui/forms/form-error";
import { SubmitButton } from "~/ui/forms/submit-button";
import { NewPasswordFields } from "~/features/staff-session";
import { TextField } from "~/ui/forms/text-field";
import { staffOnly } from "~/ui/seo";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { titleWithStudio } from "~/ui/seo";
import { invitationAction, invitationLoader } from "~/features/team/admin/index.server";
import { usernameMessage } from "~/features/staff-session";

/** A new member's invitation link (docs/decisions/0055): she chooses her username and password, once. */
export const handle = { ...staffOnly, ...withoutReact };
export const clientLoader = loadAsDocument;
export const loader = invitationLoader;
export const action = invitationAction;

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}

// No canonical and no referrer to other sites: the page's only address holds the token.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Set up your staff account", rootData(matches).studio.name) },
  { name: "description", content: "Choose your username and password for the studio's staff dashboard." },
  { name: "referrer", content: "same-origin" },
];

export default function AdminInvite({ loaderData, actionData }: Route.ComponentProps) {
  const gone = actionData?.code === "used" || actionData?.code === "expired" || actionData?.code === "not-found";
  const message = gone ? actionData.message : loaderData.message;
  const focus = actionData && !gone ? (["username", "password", "confirm"] as const).find((field) => actionData.fieldErrors?.[field]) ?? "password" : undefined;
  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <section aria-labelledby="invite-heading" className="w-full max-w-md rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
        <KeyRound aria-hidden="true" size={32} className="text-plum-700" />
        {message ? (
          <>
            <h1 id="invite-heading" className="mt-3 text-3xl font-semibold">
              This link doesn't work
            </h1>
            <p className="mt-3">{message}</p>
            <p className="mt-6">
              <a href="/admin/login" className="font-semibold text-plum-700 underline underline-offset-4">
                Go to staff sign in
              </a>
            </p>
          </>
        ) : (
          <>
            <h1 id="invite-heading" className="mt-3 text-3xl font-semibold">
              {`Welcome, ${loaderData.name}`}
            </h1>
            <p className="mt-2 text-muted">Choose the username and password you will sign in with.</p>
            <form method="post" className="mt-6 grid gap-5" noValidate>
              <FormError message={actionData?.fieldErrors ? undefined : actionData?.message} />
              <TextField
                name="username"
                label="Username"
                description={usernameMessage}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                autoFocus={focus === "username"}
                defaultValue={actionData?.username || loaderData.username}
                errors={actionData?.fieldErrors?.username}
              />
              <NewPasswordFields errors={actionData?.fieldErrors} focus={focus} />
              <SubmitButton pendingLabel="Setting up...">Set up my account</SubmitButton>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
