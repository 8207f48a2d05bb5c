import { ArrowLeft, Clock } from "lucide-react";
import { Link } from "react-router";
import type { PostSummary } from "~/features/blog/blog-filter";
import { PostDate } from "./post-date";
import { ShareButton } from "./share-button";
import { TagList } from "./tag-list";

/** Title, byline, tags, share button and illustration at the top of an article. */
export function ArticleHeader({ post, url }: { post: PostSummary; url: string }) {
  return (
    <header>
      <Link
        to="/blog"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-plum-700 underline-offset-4 hover:text-plum-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to all articles
      </Link>
      <TagList tags={post.tags} linked className="mt-4" />
      <h1 className="mt-4 text-3xl font-semibold text-balance sm:text-5xl">{post.title}</h1>
      <p className="mt-4 text-lg text-muted sm:text-xl">{post.excerpt}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-blush-200 py-4">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted sm:gap-x-3">
          <span>
            By <span className="font-semibold text-ink">{post.author}</span>
          </span>
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          <PostDate date={post.published} />
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {post.readTime}
          </span>
        </p>
        <ShareButton title={post.title} text={post.excerpt} url={url} />
      </div>
      <img
        src={post.image}
        alt=""
        width={1200}
        height={630}
        fetchPriority="high"
        className="mt-8 aspect-[1200/630] h-auto w-full rounded-3xl bg-blush-100 object-cover shadow-sm"
      />
    </header>
  );
}
