import type { Route } from "./+types/admin-password-reset-token";
import { formPageHeaders } from "~/app/site/link-pages";
import { PasswordLinkPage } from "~/features/staff-session";
import { staffOnly, titleWithStudio } from "~/ui/seo";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { passwordResetAction, passwordResetLoader } from "~/features/staff/passwords/password-reset-page.server";

/** Her reset link (docs/decisions/0067): she chooses a new password, once. */
export const handle = { ...staffOnly, ...withoutReact };
export const clientLoader = loadAsDocument;
export const loader = passwordResetLoader;
export const action = passwordResetAction;

export const headers = formPageHeaders;

// No canonical and no referrer to other sites: the page's only address holds the token.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Choose a new password", rootData(matches).studio.name) },
  { name: "description", content: "Choose a new password for the studio's staff dashboard." },
  { name: "referrer", content: "same-origin" },
];

export default function AdminPasswordResetToken({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PasswordLinkPage
      id="reset-heading"
      opened={loaderData}
      answer={actionData}
      heading="Choose a new password"
      lead={`For ${loaderData.name}, who signs in as ${loaderData.username}. Every other session will be signed out.`}
      // For password managers: the account this password belongs to.
      before={() => <input type="hidden" name="username" autoComplete="username" value={loaderData.username} />}
      submit="Save my new password"
      pending="Saving..."
      gone={{ href: "/admin/password-reset", label: "Ask for a new link" }}
    />
  );
}
