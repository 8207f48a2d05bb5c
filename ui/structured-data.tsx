import { useNonce } from "./nonce";

/** Serialises for an inline script: `<` becomes \u003c so no text in the data can close the script element. */
export function toScriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** A schema.org JSON-LD block. The nonce is the response's; browsers hide it, so hydration sees no difference. */
export function StructuredData({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: toScriptJson(data) }}
    />
  );
}

/** A page's place in the site for search results: Home › Services › Brow Lift, each step an absolute address. */
export function breadcrumbData(origin: string, steps: readonly { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...steps].map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: new URL(step.path, `${origin}/`).href,
    })),
  };
}
