import { LockKeyhole } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-login";
import { FormError } from "~/ui/forms/form-error";
import { SubmitButton } from "~/ui/forms/submit-button";
import { TextField } from "~/ui/forms/text-field";
import { staffOnly } from "~/ui/seo";
import { pageMeta } from "~/app/site/route-meta";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { staffOf } from "~/features/staff/staff-session.server";
import { parseForm, type FieldErrors } from "~/lib/forms";
import { deviceCookieName, readCookie, serializeDeviceCookie, serializeSessionCookie, sessionCookieName } from "~/features/staff/session-cookie";
import { safeNextPath, signInMessages, signInSchema } from "~/features/staff/staff-sign-in";
import { signIn, signOut } from "~/features/staff/staff.server";

type SignInResult = { message: string; fieldErrors?: FieldErrors; username: string };

const nextOf = (request: Request) => safeNextPath(new URL(request.url).searchParams.get("next") ?? undefined);

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await staffOf(request, context)) throw redirect(nextOf(request));
  return { next: nextOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const username = String(form.get("username") ?? "");
  const parsed = parseForm(signInSchema, { username, password: form.get("password") ?? "" });
  if (!parsed.success) {
    return data<SignInResult>({ message: parsed.error.message, fieldErrors: parsed.error.fieldErrors, username }, { status: 400 });
  }
  const cookies = request.headers.get("cookie");
  const device = readCookie(cookies, deviceCookieName(context.production));
  const result = await signIn(context.db, parsed.data.username, parsed.data.password, context.visitor.address, device);
  if (result.outcome === "throttled") {
    return data<SignInResult>({ message: signInMessages.throttled, username }, { status: 429, headers: { "Retry-After": String(result.retryAfter) } });
  }
  if (result.outcome === "wrong") return data<SignInResult>({ message: signInMessages.wrongLogin, username }, { status: 401 });
  // A session the browser held before ends here: one live id per sign-in, as the API does.
  await signOut(context.db, readCookie(cookies, sessionCookieName(context.production)));
  const next = safeNextPath(form.get("next") ?? undefined);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", serializeSessionCookie(context.production, result.sessionId, result.expiresAt));
  headers.append("Set-Cookie", serializeDeviceCookie(context.production, result.deviceToken, result.deviceExpiresAt));
  throw redirect(next, { headers });
}

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
  const focus = actionData ? (["username", "password"] as const).find((field) => actionData.fieldErrors?.[field]) ?? "password" : undefined;
  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <section aria-labelledby="sign-in-heading" className="w-full max-w-md rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
        <LockKeyhole aria-hidden="true" size={32} className="text-plum-700" />
        <h1 id="sign-in-heading" className="mt-3 text-3xl font-semibold">
          Staff sign in
        </h1>
        <p className="mt-2 text-muted">For the studio team: bookings, inquiries, the blog and mail.</p>
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
            defaultValue={actionData?.username}
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
      </section>
    </div>
  );
}
