import type { Route } from "./+types/admin-team-photo";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { photoAction, photoPageLoader } from "~/features/team/admin/index.server";
import { staffOnly, titleWithStudio } from "~/ui/seo";

/**
 * POST /admin/team/members/:id/photo: the Team tab's photo form, a plain form that works without JavaScript
 * (docs/decisions/0075). A refused photo is answered with this page (a done one goes back to her card). Its loader
 * loads nothing but the sign-in check: it runs again after the action, so a redirect there would answer for it.
 */
export const handle = { ...staffOnly, ...withoutReact };
export const clientLoader = loadAsDocument;
export const loader = photoPageLoader;
export const action = photoAction;

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithStudio("Photo not saved", rootData(matches).studio.name) }];

export default function AdminTeamPhoto({ actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-12 sm:py-20">
      <section aria-labelledby="photo-heading" className="mx-auto max-w-xl rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="photo-heading" className="text-3xl font-semibold">
          The photo was not saved
        </h1>
        <p role="alert" className="mt-3">
          {actionData?.message ?? "Choose her photo on the Team tab."}
        </p>
        <p className="mt-6">
          <a href="/admin?tab=team" className="font-semibold text-plum-700 underline underline-offset-4">
            Back to the Team tab
          </a>
        </p>
      </section>
    </div>
  );
}
