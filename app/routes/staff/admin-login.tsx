import { LockKeyhole } from "lucide-react";
import { redirect } from "react-router";
import type { Route } from "./+types/admin-login";
import { FormError } from "~/ui/forms/form-error";
import { SubmitButton } from "~/ui/forms/submit-button";
import { TextField } from "~/ui/forms/text-field";
import { staffOnly } from "~/ui/seo";
import { pageMeta } from "~/app/site/route-meta";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { staffOf } from "~/features/staff-session/index.server";
import { safeNextPath } from "~/features/staff-session";
import { signInAction } from "~/features/staff/admin-page.server";
import { invitationMessages } from "~/features/team/admin/index.server";
import { resetMessages } from "~/features/staff/passwords/password-reset-terms";

const nextOf = (request: Request) => safeNextPath(new URL(request.url).searchParams.get("next") ?? undefined);

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await staffOf(request, context)) throw redirect(nextOf(request));
  // Arriving from her invitation: her new username is filled in, and she is told her account is ready.
  const search = new URL(request.url).searchParams;
  const joined = search.get("joined")?.slice(0, 40);
  // Back from her password reset: the same, with its own words.
  const reset = search.get("reset")?.slice(0, 40);
  return { next: nextOf(request), joined: joined ?? reset, notice: joined ? invitationMessages.ready : reset ? resetMessages.done : undefined };
}

export const action = signInAction;

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
};

/**
 * A plain form that posts to this page's action: no React in the browser (decision 0008), so the page staff meet
 * first loads at once on a phone, and the dashboard's bundle starts loading only once they are signed in.
 */
export const handle = { ...staffOnly, ...withoutReact };
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Staff sign in",
    description: "Sign in to the studio's staff dashboard.",
    path: "/admin/login",
  }),
];

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  // After a refused attempt the password is not sent back, and focus goes where the fix is needed: the first field
  // with an error, else the password.
  const focus = actionData || loaderData.joined ? (["username", "password"] as const).find((field) => actionData?.fieldErrors?.[field]) ?? "password" : undefined;
  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <section aria-labelledby="sign-in-heading" className="w-full max-w-md rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
        <LockKeyhole aria-hidden="true" size={32} className="text-plum-700" />
        <h1 id="sign-in-heading" className="mt-3 text-3xl font-semibold">
          Staff sign in
        </h1>
        <p className="mt-2 text-muted">For the studio team: bookings, inquiries, the blog and mail.</p>
        {loaderData.notice && !actionData ? (
          <p role="status" className="mt-4 rounded-2xl border border-green-700 bg-green-50 p-3 text-green-900">
            {loaderData.notice}
          </p>
        ) : null}
        <form method="post" className="mt-6 grid gap-5" noValidate>
          <FormError message={actionData?.fieldErrors ? undefined : actionData?.message} />
          <input type="hidden" name="next" value={loaderData.next} />
          <TextField
            name="username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            autoFocus={focus === "username"}
            defaultValue={actionData?.username ?? loaderData.joined}
            errors={actionData?.fieldErrors?.username}
          />
          <TextField
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
            autoFocus={focus === "password"}
            errors={actionData?.fieldErrors?.password}
          />
          <SubmitButton pendingLabel="Signing in...">Sign in</SubmitButton>
        </form>
        <p className="mt-6">
          <a href="/admin/password-reset" className="font-semibold text-plum-700 underline underline-offset-4">
            Forgotten your password?
          </a>
        </p>
      </section>
    </div>
  );
}
