import type { ActionFunctionArgs } from "react-router";
import type { Database } from "~/db/client.server";
import { listAllPosts } from "../blog-admin.server";
import { submitPost } from "../use-cases/submit-post.server";
import { submitPublish } from "../use-cases/submit-publish.server";
import { serves } from "~/lib/use-case";
import { pageFailure, payloadOf, requireStaffAction, unreadable } from "~/features/staff-session/index.server";

/**
 * The dashboard's Blog tab (app/routes/staff/admin-post*.ts): its data, read by the dashboard's loader when the tab
 * is shown, and the same use cases as the admin API (server/api/admin-routes.server.ts), answered as page data.
 */

declare module "./blog-data" {
  interface BlogAdminServer {
    tab: typeof blogTab;
    savePost: typeof savePostAction;
    publishPost: typeof publishPostAction;
  }
}

/** Every post, drafts among them, the latest published first. */
export function blogTab(db: Database) {
  return listAllPosts(db);
}

/** POST /admin/posts (a new post) or /admin/posts/:id (an edit): the editor's Save, by the same use case as the admin API. */
export const savePostAction = serves([submitPost], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "content");
  const outcome = await submitPost({ db: context.db, onContentChange: context.contentChanged }, staff, { id: params.id, body: await payloadOf(request) });
  return outcome.ok ? { ok: true as const, post: outcome.post } : pageFailure(outcome);
});

/** POST /admin/posts/:id/publish with `publish` true or false: on the blog, or taken off it. */
export const publishPostAction = serves([submitPublish], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "content");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const publish = payload.publish === true || payload.publish === "true";
  const outcome = await submitPublish({ db: context.db, onContentChange: context.contentChanged }, staff, { id: String(params.id), publish });
  return outcome.ok ? { ok: true as const, post: outcome.post } : pageFailure(outcome);
});
