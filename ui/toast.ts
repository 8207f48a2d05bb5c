/**
 * The site's one toast area, for pages with and without React (DESIGN section 2, spec section 9): one toast at a
 * time (a new one replaces the last), shown for 5 s, paused while hovered, focused or while the window is in the
 * background, dismissed by its close button, Escape or a swipe right past 50 px; F8 moves focus to the area.
 * It is plain DOM so that pages served without React get the same toasts as the booking pages.
 */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
const HOTKEY = "F8";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

const toastClass = {
  default: "border-blush-200 bg-white text-ink",
  destructive: "border-red-800 bg-red-800 text-white",
};

interface Area {
  list: HTMLOListElement;
  announcer: HTMLElement;
}

/**
 * One toast area per page, though two scripts may show toasts (/enhance.js and a booking island, each bundling
 * this module): the state is kept once per window, under a shared key, so a toast from either replaces the last.
 */
interface ToastState {
  area: Area | null;
  dismissCurrent: (() => void) | null;
}
const stateKey = Symbol.for("sculpted-dreams.toasts");
function shared(): ToastState {
  const holder = globalThis as unknown as Record<symbol, ToastState | undefined>;
  return (holder[stateKey] ??= { area: null, dismissCurrent: null });
}

/** Creates the area once per page: a labelled region with a list, and a live region that reads toasts out. */
export function startToasts(doc: Document = document): void {
  if (shared().area?.list.isConnected) return;
  const region = doc.createElement("section");
  region.setAttribute("aria-label", `Notifications (${HOTKEY})`);
  region.dataset.toastArea = "";
  const list = doc.createElement("ol");
  list.tabIndex = -1;
  list.className = "fixed right-0 bottom-0 z-[70] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none";
  // Present from the start, so a screen reader is already listening when the first toast arrives.
  const announcer = doc.createElement("div");
  announcer.className = "sr-only";
  announcer.setAttribute("aria-live", "polite");
  announcer.setAttribute("aria-atomic", "true");
  region.append(list, announcer);
  doc.body.append(region);
  shared().area = { list, announcer };

  doc.addEventListener("keydown", (event) => {
    if (event.key === HOTKEY) {
      event.preventDefault();
      list.focus();
    }
  });
}

export function showToast(message: ToastMessage): void {
  if (!shared().area?.list.isConnected) startToasts();
  const { list, announcer } = shared().area!;
  shared().dismissCurrent?.();

  const doc = list.ownerDocument;
  const item = doc.createElement("li");
  item.className = `relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg transition-transform touch-pan-y ${toastClass[message.variant ?? "default"]}`;
  const title = doc.createElement("p");
  title.className = "font-semibold";
  title.textContent = message.title;
  item.append(title);
  if (message.description) {
    const description = doc.createElement("p");
    description.className = "text-sm";
    description.textContent = message.description;
    item.append(description);
  }
  const close = doc.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Dismiss notification");
  close.className = "absolute top-2 right-2 flex h-8 w-8 items-center justify-center rounded-full hover:bg-black/10";
  close.innerHTML = '<span aria-hidden="true">×</span>';
  item.append(close);
  list.append(item);
  announcer.textContent = "";
  // A fresh text node in the next frame is what screen readers reliably announce.
  requestAnimationFrame(() => {
    announcer.textContent = [message.title, message.description].filter(Boolean).join(". ");
  });

  const view = doc.defaultView ?? window;
  let remaining = TOAST_DURATION_MS;
  let startedAt = 0;
  let timer = 0;
  const paused = new Set<string>();
  const run = () => {
    startedAt = Date.now();
    timer = view.setTimeout(dismiss, remaining);
  };
  const pause = (reason: string) => {
    if (paused.size === 0) {
      view.clearTimeout(timer);
      remaining -= Date.now() - startedAt;
    }
    paused.add(reason);
  };
  const resume = (reason: string) => {
    if (!paused.delete(reason) || paused.size > 0) return;
    run();
  };
  const onBlur = () => pause("window");
  const onFocus = () => resume("window");

  function dismiss() {
    view.clearTimeout(timer);
    view.removeEventListener("blur", onBlur);
    view.removeEventListener("focus", onFocus);
    const hadFocus = item.contains(doc.activeElement);
    item.remove();
    if (hadFocus) list.focus();
    if (shared().dismissCurrent === dismiss) shared().dismissCurrent = null;
  }
  shared().dismissCurrent = dismiss;

  close.addEventListener("click", dismiss);
  item.addEventListener("keydown", (event) => {
    if (event.key === "Escape") dismiss();
  });
  item.addEventListener("pointerenter", () => pause("pointer"));
  item.addEventListener("pointerleave", () => resume("pointer"));
  item.addEventListener("focusin", () => pause("focus"));
  item.addEventListener("focusout", (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) resume("focus");
  });
  view.addEventListener("blur", onBlur);
  view.addEventListener("focus", onFocus);
  swipeToDismiss(item, dismiss);
  run();
}

/** Follows a finger or pointer dragging the toast right; past the threshold it leaves, otherwise it springs back. */
function swipeToDismiss(item: HTMLElement, dismiss: () => void) {
  let startX: number | null = null;
  let moved = 0;
  item.addEventListener("pointerdown", (event) => {
    if ((event.target as Element).closest("button")) return;
    startX = event.clientX;
    moved = 0;
    item.setPointerCapture(event.pointerId);
    item.style.transition = "none";
  });
  item.addEventListener("pointermove", (event) => {
    if (startX === null) return;
    moved = Math.max(0, event.clientX - startX);
    item.style.transform = `translateX(${moved}px)`;
  });
  const end = () => {
    if (startX === null) return;
    startX = null;
    item.style.transition = "";
    if (moved > TOAST_SWIPE_THRESHOLD_PX) {
      item.style.transform = "translateX(100%)";
      item.addEventListener("transitionend", dismiss, { once: true });
      setTimeout(dismiss, 300);
    } else {
      item.style.transform = "";
    }
  };
  item.addEventListener("pointerup", end);
  item.addEventListener("pointercancel", end);
}
