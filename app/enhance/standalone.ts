import { enhanceBookingPages } from "./booking-pages";
import { enhanceContentPages } from "./content-pages";
import { startMouseTrail } from "./mouse-trail";
import { enhancePublicForms } from "./public-forms";
import { startToasts } from "~/ui/toast";
import { enhanceVoucherPages } from "./voucher-pages";

/**
 * The only script on pages served without React (handle.hydrate === false, decision 0005): the mouse trail, the
 * toast area, Escape for the <details> mobile menu, and the small enhancements of the content and form pages.
 * Every page works without it; it only makes the same HTML nicer to use.
 */
startMouseTrail();
startToasts();

document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  const menu = document.querySelector<HTMLDetailsElement>("header details[open]");
  if (!menu) return;
  menu.open = false;
  menu.querySelector("summary")?.focus();
});

enhanceContentPages(document);
enhancePublicForms(document);
enhanceBookingPages(document);
enhanceVoucherPages(document);

// Tests (and anything else) can wait for this before using an enhanced control.
document.documentElement.dataset.enhanced = "true";
