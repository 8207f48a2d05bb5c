import { showToast } from "~/ui/toast";

/**
 * The article's share button (data-share): the device's share sheet where the browser has one (Web Share API),
 * elsewhere the link goes to the clipboard. It replaces the mailto link the page shows without JavaScript.
 */
export function enhanceShare(doc: Document): void {
  doc.querySelectorAll<HTMLButtonElement>("button[data-share]").forEach((button) => {
    const { shareTitle: title = "", shareText: text = "", shareUrl: url = "" } = button.dataset;
    button.addEventListener("click", () => void share({ title, text, url }));
    const fallback = button.parentElement?.querySelector<HTMLElement>("[data-share-fallback]");
    if (fallback) fallback.hidden = true;
    button.hidden = false;
  });
}

async function share(data: { title: string; text: string; url: string }): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    showToast({ title: "Link copied", description: "The article's link is ready to paste wherever you'd like to share it." });
  } catch {
    showToast({ title: "Could not copy the link", description: `Copy this address instead: ${data.url}`, variant: "destructive" });
  }
}
