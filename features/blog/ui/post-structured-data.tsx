import { previewImage } from "~/ui/seo";
import { breadcrumbData, StructuredData } from "~/ui/structured-data";
import type { PostSummary } from "~/features/blog/blog-filter";

interface PostStructuredDataProps {
  post: PostSummary;
  /** When staff last changed it. */
  updated: Date;
  /** Absolute address of the article. */
  url: string;
  origin: string;
  publisher: string;
}

/** schema.org BlogPosting and its breadcrumb for search engines (DESIGN section 2). */
export function PostStructuredData({ post, updated, url, origin, publisher }: PostStructuredDataProps) {
  const posting = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.published.toISOString(),
    dateModified: updated.toISOString(),
    author: { "@type": "Person", name: post.author, url: `${origin}/about` },
    // Search engines show PNG or JPEG, not the post's SVG illustration: the blog's link-preview picture then.
    image: new URL(previewImage(post.image, "/blog"), `${origin}/`).href,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    keywords: post.tags.join(", "),
    publisher: { "@type": "Organization", name: publisher, url: origin },
  };
  const trail = breadcrumbData(origin, [
    { name: "Blog", path: "/blog" },
    { name: post.title, path: `/blog/${post.slug}` },
  ]);
  return <StructuredData data={[posting, trail]} />;
}
