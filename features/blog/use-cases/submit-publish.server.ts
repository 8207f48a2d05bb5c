import { isUuid } from "~/lib/ids";
import { namedUseCase, type Outcome } from "~/lib/use-case";
import { setPublished } from "../blog-admin.server";
import { notFound, type Post, type PostsContext } from "./posts-context.server";

export const submitPublish = namedUseCase("blog.publish-post", async (context: PostsContext, _staff: { username: string }, request: { id: string; publish: boolean }): Promise<Outcome<{ post: Post }>> => {
  const post = isUuid(request.id) ? await setPublished(context.db, request.id, request.publish) : undefined;
  if (!post) return notFound();
  context.onContentChange();
  return { ok: true, post };
});
