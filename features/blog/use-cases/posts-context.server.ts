import type { Database } from "~/db/client.server";
import { refuse } from "~/lib/use-case";
import type { setPublished } from "../blog-admin.server";
import { postMessages } from "../blog-editor";

export interface PostsContext {
  db: Database;
  /** Public pages show posts: cached ones are rebuilt after a change. */
  onContentChange: () => void;
}

export type Post = NonNullable<Awaited<ReturnType<typeof setPublished>>>;

export const notFound = () => refuse("not-found", "not-found", postMessages.notFound);
