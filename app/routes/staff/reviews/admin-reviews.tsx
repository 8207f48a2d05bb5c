import type { Route } from "./+types/admin-reviews";
import { reviewsPageAction, reviewsPageLoader } from "~/features/reviews/admin/index.server";
import { RatingsList } from "~/features/reviews/ui/ratings-list";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { staffOnly, titleWithStudio } from "~/ui/seo";

/** Clients' ratings and the quotes on /testimonials (issue 24, docs/decisions/0065): no React in the browser. */
export const handle = { ...staffOnly, ...withoutReact };
export const clientLoader = loadAsDocument;
export const loader = reviewsPageLoader;
export const action = reviewsPageAction;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithStudio("Clients' ratings", rootData(matches).studio.name) }];

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RatingsList
      ratings={loaderData.ratings}
      next={loaderData.next}
      first={loaderData.first}
      canPublish={loaderData.canPublish}
      done={actionData ? null : loaderData.done}
      refusal={actionData?.message}
      before={loaderData.before ?? undefined}
    />
  );
}
