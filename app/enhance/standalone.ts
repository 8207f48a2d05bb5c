import { startMouseTrail } from "./mouse-trail";

/**
 * The only script on pages that need no React (handle.hydrate === false): the mouse trail, and Escape to close
 * the <details> mobile menu, which React handles on hydrated pages.
 */
startMouseTrail();

document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  const menu = document.querySelector<HTMLDetailsElement>("header details[open]");
  if (!menu) return;
  menu.open = false;
  menu.querySelector("summary")?.focus();
});
