import type { Route } from "./+types/sign-in-link";
import { formPageHeaders } from "~/app/site/link-pages";
import { notForSearch, titleWithStudio } from "~/ui/seo";
import { rootData } from "~/app/site/route-meta";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { signInLinkAction, signInLinkPageLoader } from "~/features/accounts/index.server";
import { LinkPanel } from "~/features/accounts/ui/link-panel";
import { SignInPanel } from "~/features/accounts/ui/sign-in-panel";

/** A sign-in link from an email (docs/decisions/0023): GET asks, POST signs in once. */
export const handle = { ...withoutReact, ...notForSearch };
export const clientLoader = loadAsDocument;
export const loader = () => signInLinkPageLoader();
export const action = signInLinkAction;

export const headers = formPageHeaders;

// No canonical or og:url, and no referrer to other sites: the page's only address holds the token.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Sign in to your account", rootData(matches).studio.name) },
  { name: "description", content: "Sign in to your account with the link we emailed you." },
  { name: "referrer", content: "same-origin" },
];

export default function AccountSignInLink({ actionData }: Route.ComponentProps) {
  if (actionData) return <SignInPanel page={actionData} title={actionData.sent ? undefined : "That link didn't sign you in"} />;
  return <LinkPanel />;
}
