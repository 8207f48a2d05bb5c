/**
 * The gift voucher pages without React (docs/decisions/0025): the order form's button is disabled once it is sent
 * (the browser is moving to the payment page), and the printable voucher gets its Print button.
 */
export function enhanceVoucherPages(doc: Document): void {
  doc.querySelectorAll<HTMLButtonElement>("button[data-print]").forEach((button) => {
    button.hidden = false;
    button.addEventListener("click", () => doc.defaultView?.print());
  });
  doc.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute("data-submit-once")) return;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!button) return;
    if (button.disabled) {
      event.preventDefault();
      return;
    }
    // Disabled after this turn, so the button's own submission still goes.
    setTimeout(() => {
      button.disabled = true;
      button.querySelector<HTMLElement>("[data-idle-label]")?.toggleAttribute("hidden", true);
      button.querySelector<HTMLElement>("[data-pending-label]")?.toggleAttribute("hidden", false);
    });
  });
}
