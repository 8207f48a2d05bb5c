/**
 * Her consultation from the manage link (/bookings/manage/:token/consultation, DESIGN 11): a plain form, no
 * JavaScript, that serves the same use case as POST /api/bookings/manage/:token/consultation. Answers that rule her
 * out store nothing and are said kindly on the page.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { pageRefusal, serves } from "~/lib/use-case";
import type { FieldErrors } from "~/lib/forms";
import { consultationStates, submitManageConsultation } from "~/features/consultations/index.server";
import { bookingFormOf, publicForm, type ConsultationDraft, type ConsultationState, type PublicConsultationForm } from "~/features/consultations";
import { openedBooking } from "../use-cases/manage-link.server";
import { managePath } from "../rules/manage-link";
import { manageHeaders } from "./manage-page.server";

type Args = { request: Request; params: { token?: string }; context: AppLoadContext };

export interface ManageConsultationData {
  manageHref: string;
  form: PublicConsultationForm;
  state: ConsultationState;
  /** Whether it may still be answered: the booking is active and has not started. */
  open: boolean;
}

export type ManageConsultationAction = {
  message: string;
  fieldErrors?: FieldErrors;
  draft: ConsultationDraft;
  notEligible?: { reasons: string[] };
};

async function linked({ params, context }: Args) {
  const booking = await openedBooking(context.db, context.visitor, params.token ?? "");
  if ("ok" in booking) {
    const { status, body, headers } = pageRefusal(booking);
    throw new Response(booking.kind === "throttled" ? body.message : null, { status, headers: { ...manageHeaders, ...headers } });
  }
  const form = bookingFormOf(booking.items);
  if (!form) throw new Response(null, { status: 404, headers: manageHeaders });
  return { booking, form };
}

export async function manageConsultationLoader(args: Args) {
  const { booking, form } = await linked(args);
  const state = (await consultationStates(args.context.db, [booking.id])).get(booking.id) ?? "to-do";
  const open = (booking.status === "pending" || booking.status === "confirmed") && booking.startsAt !== null && booking.startsAt > new Date();
  return data<ManageConsultationData>({ manageHref: managePath(args.params.token!), form: publicForm(form), state, open }, { headers: manageHeaders });
}

/** The plain form's fields (`consultation.<question id>`, the two consents) as her draft and as the use case's payload. */
function readPosted(form: PublicConsultationForm, posted: Record<string, FormDataEntryValue>) {
  const text = (name: string) => (typeof posted[name] === "string" ? (posted[name] as string) : "");
  const draft: ConsultationDraft = {
    answers: Object.fromEntries(form.questions.map((question) => [question.id, text(`consultation.${question.id}`)])),
    healthDataConsent: text("consultation.healthDataConsent") === "on",
    consentName: text("consultation.consentName"),
    atStudio: false,
  };
  const answers = Object.fromEntries(Object.entries(draft.answers).filter(([, value]) => value.trim() !== ""));
  return { draft, payload: { formVersion: text("formVersion"), answers, healthDataConsent: draft.healthDataConsent, ...(draft.consentName.trim() ? { consentName: draft.consentName } : {}) } };
}

export const manageConsultationAction = serves([submitManageConsultation], async (args: Args) => {
  const { booking, form } = await linked(args);
  const { draft, payload } = readPosted(publicForm(form), Object.fromEntries(await args.request.formData()));
  const outcome = await submitManageConsultation(args.context.db, booking, payload, new Date());
  if (outcome.ok) return redirect(`${managePath(args.params.token!)}/consultation?done=1`, { status: 303, headers: manageHeaders });
  const { status, body } = pageRefusal(outcome);
  const reasons = outcome.code === "not-eligible" ? ((outcome.details?.reasons as string[] | undefined) ?? []) : undefined;
  return data<ManageConsultationAction>(
    { message: body.message, ...(body.fieldErrors ? { fieldErrors: body.fieldErrors } : {}), draft, ...(reasons ? { notEligible: { reasons } } : {}) },
    { status, headers: manageHeaders },
  );
});
