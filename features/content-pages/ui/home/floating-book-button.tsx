import { CalendarHeart } from "lucide-react";
import { Link } from "react-router";

/**
 * Small screens only, where the header hides its Book Now. Sticky at the end of the page content rather than
 * fixed, so it floats while the page scrolls but comes to rest above the footer instead of covering its links.
 */
export function FloatingBookButton() {
  return (
    <div className="pointer-events-none sticky bottom-4 z-30 flex justify-end px-4 sm:hidden">
      <Link to="/book" className="btn-primary pointer-events-auto shadow-lg shadow-plum-900/30">
        <CalendarHeart aria-hidden="true" width={20} height={20} />
        Book Now
      </Link>
    </div>
  );
}
