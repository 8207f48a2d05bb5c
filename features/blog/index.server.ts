export * from "./blog-admin.server";
export { submitPost, submitPublish, type PostsContext } from "./use-cases/posts.server";
