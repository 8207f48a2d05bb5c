import { fetchRegion } from "./forms/fetch-region";
import { toastFromData } from "./forms/toast-data";
import { showToast } from "~/ui/toast";

/**
 * The contact and waitlist forms on pages served without React. Each works as a plain POST whose answer is the
 * same page showing the outcome; this sends it in the background instead and puts the answer's form region
 * (the form with its errors, or the thank-you screen) in place of ours, then moves focus and shows the toast the
 * server described. The server's schema is the only rule: there is no validation here.
 */
const REGION = "[data-form-region]";

const sending = new WeakSet<HTMLFormElement>();

export function enhancePublicForms(doc: Document): void {
  const regions = doc.querySelectorAll<HTMLElement>(REGION);
  if (regions.length === 0) return;
  // Sent before this script ran, the form came back as a whole page: finish it as a background answer would.
  regions.forEach((region) => settle(region));

  doc.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute("data-enhance")) return;
    event.preventDefault();
    void send(form);
  });

  doc.addEventListener("click", (event) => {
    // HTML has no read-only checkbox (`readonly` does nothing on one): undo the toggle, by mouse or Space alike.
    if (event.target instanceof HTMLInputElement && event.target.type === "checkbox" && event.target.getAttribute("aria-readonly") === "true") {
      event.preventDefault();
      return;
    }
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-back-to-form]") : null;
    const region = link?.closest<HTMLElement>(REGION);
    if (!link || !region?.id) return;
    event.preventDefault();
    void backToForm(link, region);
  });
}

async function send(form: HTMLFormElement) {
  const region = form.closest<HTMLElement>(REGION);
  if (!region?.id || sending.has(form)) return;
  const doc = form.ownerDocument;
  const focused = doc.activeElement instanceof HTMLElement && form.contains(doc.activeElement) ? doc.activeElement : null;
  const body = new FormData(form);
  sending.add(form);
  setPending(form, true);
  // The answer is rendered afresh for this request (a POST is never cached), so nothing on the page goes stale.
  const next = await fetchRegion(doc, new URL(form.getAttribute("action") ?? "", doc.baseURI).href, { method: "POST", body }, region.id);
  sending.delete(form);
  if (!next) {
    setPending(form, false);
    showFailure(form);
    if (!doc.activeElement || doc.activeElement === doc.body) (focused ?? submitButton(form))?.focus();
    return;
  }
  region.replaceWith(next);
  const focusedName = focused?.getAttribute("name");
  settle(next, () => (focusedName ? next.querySelector<HTMLElement>(`[name="${CSS.escape(focusedName)}"]`) : null) ?? submitButton(next));
}

/** Focus where the answer needs it, then its toast: the first invalid field, else the thank-you heading. */
function settle(region: HTMLElement, otherwise?: () => HTMLElement | null) {
  const target =
    region.querySelector<HTMLElement>('[aria-invalid="true"]') ?? region.querySelector<HTMLElement>("[autofocus]") ?? otherwise?.();
  target?.focus();
  const note = region.querySelector<HTMLTemplateElement>("template[data-toast]");
  const toast = note ? toastFromData(note.dataset) : undefined;
  if (toast) showToast(toast);
}

/** No answer: the page's failure toast and inline message, and the form as it was, ready to send again. */
function showFailure(form: HTMLFormElement) {
  const toast = toastFromData(form.dataset, "failure");
  if (toast) showToast({ ...toast, variant: "destructive" });
  const alert = form.querySelector("[data-form-alert]");
  const message = form.querySelector<HTMLTemplateElement>("template[data-failure-alert]");
  if (alert && message) alert.replaceChildren(message.content.cloneNode(true));
}

function setPending(form: HTMLFormElement, pending: boolean) {
  const button = submitButton(form);
  if (!button) return;
  button.disabled = pending;
  const idle = button.querySelector<HTMLElement>("[data-idle-label]");
  const busy = button.querySelector<HTMLElement>("[data-pending-label]");
  if (idle && busy) {
    idle.hidden = pending;
    busy.hidden = !pending;
  }
}

const submitButton = (within: ParentNode) => within.querySelector<HTMLButtonElement>('button[type="submit"]');

/** 'Send Another Message', 'Refer a Friend': the page's empty form in place of the thank-you screen. */
async function backToForm(link: HTMLAnchorElement, region: HTMLElement) {
  const doc = link.ownerDocument;
  const next = await fetchRegion(doc, link.href, { method: "GET" }, region.id);
  if (!next) {
    doc.defaultView?.location.assign(link.href);
    return;
  }
  region.replaceWith(next);
  const first = next.querySelector<HTMLElement>(
    "form[data-enhance] :is(input:not([type=hidden]), select, textarea):not([tabindex='-1'], :disabled)",
  );
  first?.focus();
}
