import type { Serialized } from "~/ui/admin/serialized";

/**
 * What the Blog tab's panel and editor receive, inferred from its loader and actions (blog-page.server.ts), which
 * register themselves here: UI code may not import a .server module, not even for its types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by blog-page.server.ts
export interface BlogAdminServer {}

export type BlogData = Serialized<BlogAdminServer["tab"]>;
export type AdminPost = BlogData[number];
