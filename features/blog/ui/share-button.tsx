import { Share2 } from "lucide-react";

interface ShareButtonProps {
  title: string;
  text: string;
  /** The article's canonical address. */
  url: string;
}

/**
 * Without JavaScript, a link that starts an email with the article's address; app/enhance/content/share.ts swaps
 * it for the button, which opens the phone's share sheet or copies the link (the same size, so nothing moves).
 */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`;
  return (
    <>
      <a href={mailto} data-share-fallback className="btn-secondary">
        <Share2 aria-hidden="true" className="h-5 w-5" />
        Share this article<span className="sr-only"> by email</span>
      </a>
      <button
        type="button"
        hidden
        data-share
        data-share-title={title}
        data-share-text={text}
        data-share-url={url}
        className="btn-secondary"
      >
        <Share2 aria-hidden="true" className="h-5 w-5" />
        Share this article
      </button>
    </>
  );
}
