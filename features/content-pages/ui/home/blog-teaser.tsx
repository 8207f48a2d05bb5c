import { Link } from "react-router";
import { formatDayMonthYear } from "~/lib/display-time";

export interface BlogTeaserPost {
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  readTime: string;
  /** ISO timestamp. */
  published: string;
}


export function BlogTeaser({ posts }: { posts: readonly BlogTeaserPost[] }) {
  return (
    <section aria-labelledby="blog-teaser-title" className="container-page py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="blog-teaser-title" className="text-3xl font-semibold sm:text-4xl">
          From the beauty blog
        </h2>
        <p className="mt-4 text-lg text-muted">Aftercare secrets, treatment guides and a little brow inspiration.</p>
      </div>
      {posts.length > 0 ? (
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-blush-200 bg-white shadow-sm">
                <img src={post.image} alt="" width={640} height={360} loading="lazy" className="aspect-video h-auto w-full bg-blush-100 object-cover" />
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-sm text-muted">
                    <time dateTime={post.published}>{formatDayMonthYear(new Date(post.published))}</time>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    {post.readTime}
                  </p>
                  <h3 className="mt-2 text-xl font-semibold">
                    <Link to={`/blog/${post.slug}`} className="hover:text-plum-600 hover:underline">
                      {post.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-muted">{post.excerpt}</p>
                  <Link
                    to={`/blog/${post.slug}`}
                    className="mt-4 font-semibold text-plum-700 underline underline-offset-4 hover:text-plum-900"
                  >
                    Read the article<span className="sr-only">: {post.title}</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 text-center text-muted">New articles are on their way. Check back soon.</p>
      )}
      <div className="mt-10 text-center">
        <Link to="/blog" className="btn-secondary">
          Visit Our Blog
        </Link>
      </div>
    </section>
  );
}
