import { Clock } from "lucide-react";
import { Link } from "react-router";
import { blogDisplayLimits, type PostSummary } from "~/features/blog/blog-filter";
import { PostDate } from "./post-date";
import { TagList } from "./tag-list";

interface PostCardProps {
  post: PostSummary;
  /** The featured card is wide, shows every tag and loads its image at once (unless `lazy`). */
  featured?: boolean;
  headingLevel?: 2 | 3;
  /** For a featured card the page renders hidden, in case the visitor's filter brings it forward. */
  lazy?: boolean;
}

/** One post in a list. The title link stretches over the whole card, so the card is one large target. */
export function PostCard({ post, featured = false, headingLevel = 3, lazy = !featured }: PostCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const tags = featured ? post.tags : post.tags.slice(0, blogDisplayLimits.gridCardTags);
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-3xl border border-blush-200 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-plum-600 has-[a:focus-visible]:ring-offset-2 ${
        featured ? "md:flex-row" : ""
      }`}
    >
      {/* Illustrations carry no information the title does not already give. */}
      <div className={`flex items-center bg-blush-100 ${featured ? "md:w-1/2" : ""}`}>
        <img
          src={post.image}
          alt=""
          width={1200}
          height={630}
          loading={lazy ? "lazy" : "eager"}
          className="aspect-[1200/630] h-auto w-full object-cover"
        />
      </div>
      <div className={`flex flex-1 flex-col p-6 ${featured ? "md:justify-center md:p-10" : ""}`}>
        {featured && (
          <p className="mb-3 self-start rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-wide text-plum-900 uppercase">
            Featured
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {post.readTime}
          </span>
          <span aria-hidden="true">·</span>
          <PostDate date={post.published} />
        </p>
        <Heading className={`mt-2 font-semibold ${featured ? "text-2xl sm:text-3xl" : "text-xl"}`}>
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-plum-600 hover:underline focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className={`mt-3 text-muted ${featured ? "sm:text-lg" : ""}`}>{post.excerpt}</p>
        <TagList tags={tags} className="mt-auto pt-5" />
      </div>
    </article>
  );
}
