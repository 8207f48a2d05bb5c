import { StructuredData } from "~/app/ui/structured-data";
import type { PostSummary } from "~/features/blog/blog-filter";

interface PostStructuredDataProps {
  post: PostSummary;
  /** Absolute address of the article. */
  url: string;
  origin: string;
  publisher: string;
}

/** schema.org BlogPosting for search engines (DESIGN section 2). */
export function PostStructuredData({ post, url, origin, publisher }: PostStructuredDataProps) {
  return (
    <StructuredData
      data={{
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.published.toISOString(),
        author: { "@type": "Person", name: post.author },
        image: new URL(post.image, origin).href,
        url,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        keywords: post.tags.join(", "),
        publisher: { "@type": "Organization", name: publisher, url: origin },
      }}
    />
  );
}
