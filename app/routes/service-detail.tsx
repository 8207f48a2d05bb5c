import { data } from "react-router";
import type { Route } from "./+types/service-detail";
import { pageMeta } from "~/app/seo";
import { findService } from "~/content/catalogue";

/** Needs no JavaScript: served without React hydration. */
export const handle = { hydrate: false };

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug);
  if (!service) throw data(null, { status: 404 });
  return { slug: service.slug };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) => {
  const service = page ? findService(page.slug) : undefined;
  return service
    ? pageMeta(matches, { title: `${service.name} | Sculpted Dreams Studio`, description: service.shortDescription, path: `/services/${service.slug}` })
    : [];
};

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const service = findService(loaderData.slug)!;
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-semibold">{service.name}</h1>
    </section>
  );
}
