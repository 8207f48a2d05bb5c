/**
 * Buttons with data-dialog-open="<id>" open that native <dialog> as a modal. The browser moves focus in, keeps it
 * there and closes on Escape; a <form method="dialog"> closes it too. This adds the rest: the button appears only
 * now (it would be dead without a script), focus returns to it, and a click on the backdrop closes the dialog.
 */
export function enhanceDialogs(doc: Document): void {
  doc.querySelectorAll<HTMLButtonElement>("button[data-dialog-open]").forEach((opener) => {
    const dialog = doc.getElementById(opener.dataset.dialogOpen ?? "");
    if (!(dialog instanceof HTMLDialogElement)) return;
    opener.addEventListener("click", () => dialog.showModal());
    dialog.addEventListener("close", () => opener.focus());
    dialog.addEventListener("click", (event) => {
      // The backdrop belongs to the dialog element, so only a click outside its box counts as one there.
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
    });
    opener.hidden = false;
  });
}
