import { Share2 } from "lucide-react";
import { toast } from "~/app/components/toaster";

interface ShareButtonProps {
  title: string;
  text: string;
  /** The article's canonical address. */
  url: string;
}

/** The phone's share sheet where the browser has one (Web Share API); elsewhere the link goes to the clipboard. */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "The article's link is ready to paste wherever you'd like to share it." });
    } catch {
      toast({ title: "Could not copy the link", description: `Copy this address instead: ${url}`, variant: "destructive" });
    }
  }

  return (
    <button type="button" onClick={share} className="btn-secondary">
      <Share2 aria-hidden="true" className="h-5 w-5" />
      Share this article
    </button>
  );
}
