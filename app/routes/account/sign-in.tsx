import type { Route } from "./+types/sign-in";
import { formPageHeaders } from "~/app/site/link-pages";
import { notForSearch, titleWithStudio } from "~/ui/seo";
import { rootData } from "~/app/site/route-meta";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { signInLinkRequest, signInPageLoader } from "~/features/accounts/index.server";
import { SignInPanel } from "~/features/accounts/ui/sign-in-panel";

/** Clients ask for a sign-in link here (docs/decisions/0023): a plain form, no React, nothing cached. */
export const handle = { ...withoutReact, ...notForSearch };
export const clientLoader = loadAsDocument;
export const loader = (args: Route.LoaderArgs) => signInPageLoader(args);
export const action = signInLinkRequest;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Sign in to your account", rootData(matches).studio.name) },
  { name: "description", content: "Sign in with a link sent to your email: your bookings and your Dreams Club membership." },
];

export default function AccountSignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPanel page={actionData ?? loaderData} />;
}
