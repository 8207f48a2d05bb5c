import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { savePost } from "../blog-admin.server";
import { blogPostSchema, postMessages } from "../blog-editor";
import { notFound, type Post, type PostsContext } from "./posts-context.server";

/** The Blog tab's editor and POST/PUT /api/admin/posts: a new post without an id, an edit with one. */
export const submitPost = namedUseCase("blog.save-post", async (context: PostsContext, _staff: { username: string }, request: { id?: string; body: unknown }): Promise<Outcome<{ post: Post; created: boolean }>> => {
  if (request.id !== undefined && !isUuid(request.id)) return notFound();
  const parsed = parseForm(blogPostSchema, request.body);
  if (!parsed.success) return invalid(parsed.error);
  const result = await savePost(context.db, parsed.data, request.id);
  if (result.outcome === "not-found") return notFound();
  if (result.outcome === "slug-taken") return refuse("duplicate", "slug-taken", postMessages.slugTaken, { slug: [postMessages.slugTaken] });
  context.onContentChange();
  return { ok: true, post: result.post, created: request.id === undefined };
});
