import type { LoaderFunctionArgs } from "react-router";
import { listTexts } from "../text-outbox.server";
import { requireStaffPage } from "~/features/staff-session/index.server";

/** GET /admin/texts: the text outbox for the desk (docs/decisions/0063), newest first. */
export async function textsPageLoader({ request, context }: LoaderFunctionArgs) {
  await requireStaffPage(request, context, "desk");
  return { texts: await listTexts(context.db, { limit: 100 }) };
}
