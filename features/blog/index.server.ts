export * from "./blog-admin.server";
export { submitPost } from "./use-cases/submit-post.server";
export { submitPublish } from "./use-cases/submit-publish.server";
export type { PostsContext } from "./use-cases/posts-context.server";
