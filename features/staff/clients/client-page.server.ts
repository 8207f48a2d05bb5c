import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { changePolicy } from "~/features/booking";
import { clientMessages } from "~/features/clients";
import { clientRecord, submitClientNote, type ClientViewer } from "~/features/clients/index.server";
import { may } from "~/features/team";
import { isUuid } from "~/lib/ids";
import { pageRefusal, serves } from "~/lib/use-case";
import { requireStaffPage } from "../staff-session.server";
import type { StaffUser } from "../staff.server";

/** A practitioner sees the clients she treats; the desk and the owner, everyone (docs/decisions/0051, 0057). */
const viewerOf = (staff: StaffUser): ClientViewer => (may(staff.role, "bookings") ? {} : { onlyOf: staff.memberId });

/** GET /admin/clients/:id: her record, or 404 (no such client, or not one this practitioner treats). */
export async function clientPageLoader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaffPage(request, context, "clients");
  const record = isUuid(params.id) ? await clientRecord(context.db, params.id, viewerOf(staff), { lateHours: changePolicy.noticeHours }) : undefined;
  if (!record) throw data({ message: clientMessages.notFound }, { status: 404 });
  // A merged client's old address shows the one she became.
  if (record.id !== params.id) throw redirect(`/admin/clients/${record.id}`);
  return { record, noted: new URL(request.url).searchParams.has("noted") };
}

/** POST /admin/clients/:id: a note, from a plain form: back to her record, or her note with the reason it was refused. */
export const clientNoteAction = serves([submitClientNote], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffPage(request, context, "clients");
  const form = Object.fromEntries(await request.formData());
  const outcome = await submitClientNote(context.db, staff, viewerOf(staff), { clientId: params.id, payload: form });
  if (outcome.ok) throw redirect(`/admin/clients/${params.id}?noted=1#notes`);
  const { status, body } = pageRefusal(outcome);
  if (status === 404) throw data({ message: body.message }, { status });
  return data({ ...body, text: typeof form.text === "string" ? form.text : "" }, { status });
});
