import { useLocation } from "react-router";
import { bookTreatmentPath } from "~/features/booking";
import { useCatalogue } from "~/features/studio";

/**
 * Where the header's Book Now leads: on a bookable treatment's own page, /book with that treatment chosen (she
 * came for it); everywhere else, /book as it is.
 */
export function useBookHref(): string {
  const { pathname } = useLocation();
  const catalogue = useCatalogue();
  const slug = /^\/services\/([^/]+)\/?$/.exec(pathname)?.[1];
  const service = slug ? catalogue.find(slug) : undefined;
  return service && catalogue.findBookable(service.id) ? bookTreatmentPath(service.id) : "/book";
}
