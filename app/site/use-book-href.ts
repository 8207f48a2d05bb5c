import { useLocation } from "react-router";
import { bookTreatmentPath } from "~/features/booking";
// Deep paths, not the feature's entry: the header is on every page, and the catalogue's prose must stay out of it.
import { bookableOnline } from "~/features/studio/service-facts";
import { useServiceFacts } from "~/features/studio/ui/studio-facts";

/**
 * Where the header's Book Now leads: on a bookable treatment's own page, /book with that treatment chosen (she
 * came for it); everywhere else, /book as it is.
 */
export function useBookHref(): string {
  const { pathname } = useLocation();
  const facts = useServiceFacts();
  const slug = /^\/services\/([^/]+)\/?$/.exec(pathname)?.[1];
  const service = slug ? facts.find((each) => each.slug === slug) : undefined;
  return service && bookableOnline(service) ? bookTreatmentPath(service.id) : "/book";
}
