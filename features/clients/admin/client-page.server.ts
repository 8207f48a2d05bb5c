import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { changePolicy } from "~/features/booking";
import { clientMessages } from "../client-search";
import { clientRecord, clientViewerFor, mergeCandidates } from "../clients.server";
import { submitClientMerge } from "../use-cases/submit-client-merge.server";
import { submitClientNote } from "../use-cases/submit-client-note.server";
import { readHealthAnswers } from "~/features/consultations/index.server";
import { may } from "~/features/staff-session";
import { isUuid } from "~/lib/ids";
import { pageRefusal, serves } from "~/lib/use-case";
import { allowed, requireStaffPage } from "~/features/staff-session/index.server";

/**
 * The requests whose form post this page refused: React Router renders the page again for the refusal, running the
 * loader inside the same request (its load context), and that is no opening of her health answers to log.
 */
const refusedPosts = new WeakSet<object>();

/** GET /admin/clients/:id: her record, or 404 (no such client, or not one this practitioner treats). */
export async function clientPageLoader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaffPage(request, context, "clients");
  const record = isUuid(params.id) ? await clientRecord(context.db, params.id, clientViewerFor(staff), { lateHours: changePolicy.noticeHours }) : undefined;
  if (!record) throw data({ message: clientMessages.notFound }, { status: 404 });
  // A merged client's old address shows the one she became.
  if (record.id !== params.id) throw redirect(`/admin/clients/${record.id}`);
  const asked = new URL(request.url).searchParams;
  // Merging is the desk's: a practitioner is not offered it.
  const candidates = may(staff.role, "desk") ? await mergeCandidates(context.db, record.id) : undefined;
  // Health answers for her practitioner and the owner only, and the view logged (docs/decisions/0059): what staff
  // open, not a refused form's page, which shows the form's reason without them (a post cannot read them unlogged).
  const opened = may(staff.role, "health-answers") && !refusedPosts.has(context);
  const health = opened ? await readHealthAnswers(context.db, record.id, { userId: staff.id, name: staff.name }, "record page") : undefined;
  return { record, candidates, noted: asked.has("noted"), merged: asked.has("merged"), health };
}

/**
 * POST /admin/clients/:id from its plain forms: a note (`intent=note`), or a duplicate merged into this record
 * (`intent=merge`, the desk's); back to her record, or the form with the reason it was refused.
 */
export const clientPageAction = serves([submitClientNote, submitClientMerge], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffPage(request, context, "clients");
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "merge") {
    allowed(staff, "desk");
    const merged = await submitClientMerge(context.db, staff, { intoId: params.id, payload: { clientId: form.clientId, confirmed: form.confirmed === "on" } });
    if (merged.ok) throw redirect(`/admin/clients/${merged.intoId}?merged=1`);
    const { status, body } = pageRefusal(merged);
    if (status === 404) throw data({ message: body.message }, { status });
    refusedPosts.add(context);
    return data({ ...body, intent: "merge" as const, clientId: typeof form.clientId === "string" ? form.clientId : "", text: "" }, { status });
  }
  const outcome = await submitClientNote(context.db, staff, clientViewerFor(staff), { clientId: params.id, payload: form });
  if (outcome.ok) throw redirect(`/admin/clients/${params.id}?noted=1#notes`);
  const { status, body } = pageRefusal(outcome);
  if (status === 404) throw data({ message: body.message }, { status });
  refusedPosts.add(context);
  return data({ ...body, intent: "note" as const, clientId: "", text: typeof form.text === "string" ? form.text : "" }, { status });
});
