import { useRef, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { isActivePath, primaryNav } from "~/app/navigation";
import { useBookHref } from "./use-book-href";

function navClass(active: boolean, extra = "") {
  return `${extra} rounded-md px-3 py-2 font-medium transition-colors ${
    active ? "bg-blush-100 text-plum-800 underline decoration-2 underline-offset-8" : "text-ink hover:bg-blush-50 hover:text-plum-700"
  }`;
}

/**
 * The mobile menu is a <details> disclosure so it opens without JavaScript; with JavaScript, choosing a link or
 * pressing Escape closes it.
 */
export function SiteHeader({ studioName }: { studioName: string }) {
  const { pathname } = useLocation();
  const bookHref = useBookHref();
  const menu = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && menu.current?.open) {
      closeMenu();
      menu.current.querySelector("summary")?.focus();
    }
  };

  return (
    <header className="sticky top-0 z-40 border-b border-blush-200 bg-cream/95 backdrop-blur">
      <div className="container-page flex h-(--site-header-height) items-center justify-between gap-4">
        <Link to="/" className="font-display text-xl font-semibold whitespace-nowrap text-plum-900" aria-label={`${studioName}, home`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="mr-1.5 inline-block align-[-3px]">
            <path d="M12 1l2.6 7.4L22 11l-7.4 2.6L12 21l-2.6-7.4L2 11l7.4-2.6z" fill="#9a6b00" />
          </svg>
          {studioName}
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={() => navClass(isActivePath(pathname, item.to))}
                  aria-current={isActivePath(pathname, item.to) ? "page" : undefined}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <Link to={bookHref} className="btn-primary hidden sm:inline-flex">
            Book Now
          </Link>
          <details ref={menu} className="group lg:hidden" onKeyDown={onMenuKey}>
            <summary
              className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md border border-blush-200 px-3 font-medium text-plum-800 [&::-webkit-details-marker]:hidden"
              aria-controls="mobile-menu"
            >
              <span className="group-open:hidden">Menu</span>
              <span className="hidden group-open:inline">Close</span>
            </summary>
            <nav
              id="mobile-menu"
              aria-label="Main"
              className="absolute inset-x-0 top-16 border-b border-blush-200 bg-cream shadow-lg"
            >
              <ul className="container-page flex flex-col gap-1 py-3">
                {primaryNav.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      onClick={closeMenu}
                      className={() => navClass(isActivePath(pathname, item.to), "block")}
                      aria-current={isActivePath(pathname, item.to) ? "page" : undefined}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                <li className="pt-2">
                  <Link to={bookHref} onClick={closeMenu} className="btn-primary w-full">
                    Book Now
                  </Link>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
