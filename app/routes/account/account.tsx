import type { Route } from "./+types/account";
import { notForSearch, titleWithStudio } from "~/ui/seo";
import { rootData } from "~/app/site/route-meta";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { accountPageAction, accountPageLoader } from "~/features/accounts/index.server";
import { AccountPanel } from "~/features/accounts/ui/account-panel";

/** The signed-in client's account (docs/decisions/0023): her membership and bookings; no React, never cached. */
export const handle = { ...withoutReact, ...notForSearch };
export const clientLoader = loadAsDocument;
export const loader = (args: Route.LoaderArgs) => accountPageLoader(args);
export const action = accountPageAction;

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Your account", rootData(matches).studio.name) },
  { name: "description", content: "Your bookings and your Dreams Club membership." },
];

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPanel {...loaderData} />;
}
