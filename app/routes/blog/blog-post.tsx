import { data, isRouteErrorResponse } from "react-router";
import { useStudio } from "~/features/studio";
import type { Route } from "./+types/blog-post";
import { ArticleCta } from "~/features/blog/ui/article-cta";
import { ArticleHeader } from "~/features/blog/ui/article-header";
import { BlogLoadError } from "~/features/blog/ui/blog-load-error";
import { MarkdownView } from "~/features/blog/ui/markdown-view";
import { MorePosts } from "~/features/blog/ui/more-posts";
import { PostStructuredData } from "~/features/blog/ui/post-structured-data";
import { NotFoundPage } from "~/app/site/error-page";
import { previewImage, socialImageTags } from "~/ui/seo";
import { pageMeta } from "~/app/site/route-meta";
import { otherPosts, summarisePost } from "~/features/blog/blog-filter";
import { findPublishedPost, listPublishedPosts } from "~/features/blog/blog.server";
import { expandFactTokens } from "~/features/blog/fact-tokens";
import { currentServiceFacts } from "~/features/studio/index.server";
import { loadAsDocument, withoutReact } from "~/app/hydration";

/** Served without React: the share button is enhanced by app/enhance/content/share.ts. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await findPublishedPost(context.db, params.slug);
  if (!post) throw data(null, { status: 404 });
  const [posts, facts] = await Promise.all([listPublishedPosts(context.db), currentServiceFacts(context.db)]);
  const others = otherPosts(posts.map(summarisePost), post.slug);
  return {
    post: { ...summarisePost(post), content: expandFactTokens(post.content, facts), updated: post.updatedAt },
    others,
    url: `${context.origin}/blog/${post.slug}`,
    origin: context.origin,
  };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) => {
  if (!page) return [];
  const { post, origin } = page;
  const base = pageMeta(matches, { title: post.title, description: post.excerpt, path: `/blog/${post.slug}` });
  return [
    ...base.filter((tag) => !("property" in tag && (tag.property === "og:type" || String(tag.property).startsWith("og:image"))) && !("name" in tag && String(tag.name).startsWith("twitter:"))),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: post.published.toISOString() },
    { property: "article:author", content: post.author },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ...socialImageTags(new URL(previewImage(post.image, "/blog"), origin).href, post.title),
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, others, url, origin } = loaderData;
  const studio = useStudio();
  return (
    <>
      <PostStructuredData post={post} updated={post.updated} url={url} origin={origin} publisher={studio.name} />
      <article className="container-page max-w-3xl pt-10 pb-16 sm:pt-14">
        <ArticleHeader post={post} url={url} />
        <MarkdownView source={post.content} className="mt-10 text-lg leading-relaxed" />
      </article>
      <div className="container-page space-y-20 pb-20">
        <ArticleCta />
        <MorePosts posts={others} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <BlogLoadError title="Failed to fetch blog post" />;
}
