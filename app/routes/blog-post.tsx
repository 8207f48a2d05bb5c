import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { pageMeta } from "~/app/seo";
import { findPublishedPost } from "~/domain/blog.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await findPublishedPost(context.db, params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) =>
  page ? pageMeta(matches, { title: `${page.post.title} | Sculpted Dreams Studio`, description: page.post.excerpt, path: `/blog/${page.post.slug}` }) : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <article className="container-page py-16">
      <h1 className="text-4xl font-semibold">{loaderData.post.title}</h1>
    </article>
  );
}
