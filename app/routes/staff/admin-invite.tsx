import type { Route } from "./+types/admin-invite";
import { formPageHeaders } from "~/app/site/link-pages";
import { PasswordLinkPage } from "~/features/staff-session";
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

export const headers = formPageHeaders;

// No canonical and no referrer to other sites: the page's only address holds the token.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Set up your staff account", rootData(matches).studio.name) },
  { name: "description", content: "Choose your username and password for the studio's staff dashboard." },
  { name: "referrer", content: "same-origin" },
];

export default function AdminInvite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PasswordLinkPage
      id="invite-heading"
      opened={loaderData}
      answer={actionData}
      heading={`Welcome, ${loaderData.name}`}
      lead="Choose the username and password you will sign in with."
      fields={["username"]}
      before={(focus) => (
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
      )}
      submit="Set up my account"
      pending="Setting up..."
      gone={{ href: "/admin/login", label: "Go to staff sign in" }}
    />
  );
}
