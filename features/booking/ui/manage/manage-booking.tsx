import { CalendarPlus, CalendarX, CircleCheck, Phone, RotateCcw } from "lucide-react";
import type { Studio } from "~/features/studio";
import { formatAddress } from "~/features/studio";
import { manageCalendarPath } from "../../rules/manage-link";
import type { ManagePageData } from "../../pages/manage-page";
import { TreatmentLines } from "../treatment-lines";
import { PatchTestTerm } from "../patch-test-term";
import { newPatchTestPath } from "../../manage/manage-patch-test";
import { CourseSection } from "./course-section";
import { DayTimesForms, manageLabel } from "./day-times-forms";

const card = "rounded-3xl border border-blush-200 bg-white p-5 shadow-sm sm:p-8";
const label = manageLabel;

/**
 * The client's own page for one booking: what it is, what it cost and what came back, and what the policy lets her
 * do now. Plain links and forms throughout, so it works the same with or without JavaScript.
 */
export function ManageBooking({ page, error, studio }: { page: ManagePageData; error: string | undefined; studio: Studio }) {
  const { view, href } = page;
  return (
    <div className="grid gap-6">
      {page.done && (
        <div role="status" className="flex gap-3 rounded-2xl border border-emerald-700/40 bg-emerald-50 p-4 text-emerald-950">
          <CircleCheck aria-hidden="true" size={24} className="shrink-0" />
          <p>{page.done}</p>
        </div>
      )}
      {error && (
        <div role="alert" className="rounded-2xl border border-red-700/50 bg-red-50 p-4 text-red-900">
          <p>{error}</p>
        </div>
      )}

      <section aria-labelledby="booking-title" className={card}>
        <h2 id="booking-title" className="text-2xl font-semibold sm:text-3xl">
          {view.firstName ? `${view.firstName}, here's your booking` : "Your booking"}
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {view.when && (
            <div className="sm:col-span-2">
              <dt className={label}>Date and time (UK time)</dt>
              <dd className="text-xl font-semibold text-plum-900">{view.when}</dd>
            </div>
          )}
          <div>
            <dt className={label}>Status</dt>
            <dd>{view.status}</dd>
          </div>
          <div>
            <dt className={label}>Payment</dt>
            <dd>{view.payment}</dd>
          </div>
          {page.practitioner && (
            <div>
              <dt className={label}>With</dt>
              <dd>{page.practitioner}</dd>
            </div>
          )}
          {page.patchTestFor && (
            <div className="sm:col-span-2">
              <dt className={label}>Patch test for</dt>
              <dd>{page.patchTestFor}</dd>
            </div>
          )}
          {page.patchTest && <PatchTestTerm line={page.patchTest} bookHref={page.patchTestMissing ? newPatchTestPath : null} />}
          {view.duration && (
            <div>
              <dt className={label}>Duration</dt>
              <dd>{view.duration}</dd>
            </div>
          )}
          <div>
            <dt className={label}>Reference</dt>
            <dd className="font-mono">{view.reference}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className={label}>Treatments</dt>
            <dd>
              <TreatmentLines items={view.treatments} total={view.total} />
            </dd>
          </div>
          <div>
            <dt className={label}>Amount paid</dt>
            <dd>
              {view.paid}
              {view.paidParts.length > 0 && (
                <ul className="mt-1 grid gap-0.5 text-sm text-muted">
                  {view.paidParts.map((part) => (
                    <li key={part}>{part}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
          <div>
            <dt className={label}>Refunded so far</dt>
            <dd>{view.refunded ?? "Nothing"}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className={label}>Where</dt>
            <dd>
              {studio.name}, {formatAddress(studio)}
            </dd>
          </div>
        </dl>
        {view.active && (
          <div className="mt-6">
            <a href={manageCalendarPath(href)} download="appointment.ics" className="btn-primary">
              <CalendarPlus aria-hidden="true" size={18} />
              Add to calendar
            </a>
          </div>
        )}
        {view.cancelled && (
          // The same address now answers the cancellation's file, which takes the event out of her calendar.
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={view.bookAgainPath} className="btn-primary">
              <RotateCcw aria-hidden="true" size={18} />
              Book again
            </a>
            <a href={manageCalendarPath(href)} download="appointment.ics" className="btn-secondary">
              <CalendarX aria-hidden="true" size={18} />
              Remove from calendar
            </a>
          </div>
        )}
      </section>
      {page.consultation && page.consultation.state !== "done" && view.active && (
        <section aria-labelledby="consultation-title" className={card}>
          <h2 id="consultation-title" className="text-2xl font-semibold">
            Your consultation
          </h2>
          <p className="mt-2">
            {page.consultation.state === "at-studio"
              ? "You chose to answer the health questions at the studio. You can answer them now instead, before the day."
              : "Please answer a few health questions before the day, so we know this treatment is right for you."}
          </p>
          <p className="mt-4">
            <a href={page.consultation.href} className="btn-primary">
              Answer your consultation
            </a>
          </p>
        </section>
      )}

      <CourseSection page={page} className={card} />
      {view.active && <MoveSection page={page} />}
      {view.active && <CancelSection page={page} />}

      <section aria-labelledby="policy-title" className={card}>
        <h2 id="policy-title" className="text-2xl font-semibold">
          Changes and cancellations
        </h2>
        <ul className="mt-3 grid list-disc gap-2 pl-5">
          {page.policyPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="mt-4 flex items-center gap-2">
          <Phone aria-hidden="true" size={18} className="text-plum-700" />
          <span>
            Questions? Call us on <a href={`tel:${studio.phone.replace(/\s+/g, "")}`} className="font-semibold text-plum-700 underline">{studio.phone}</a>.
          </span>
        </p>
      </section>
    </div>
  );
}

function MoveSection({ page }: { page: ManagePageData }) {
  const { view, move, href } = page;
  return (
    <section id="move" aria-labelledby="move-title" className={card}>
      <h2 id="move-title" className="text-2xl font-semibold">
        Move your appointment
      </h2>
      {!view.reschedule.allowed || !move ? (
        <p className="mt-3">{view.reschedule.allowed ? "" : view.reschedule.message}</p>
      ) : (
        <>
          <p className="mt-3 text-muted">
            You can move it once online, free of charge. Choose a day to see its free times
            {page.practitioner ? ` with ${page.practitioner}, who treats you; to see someone else, please call us` : ""}.
          </p>
          <DayTimesForms href={href} anchor="move" dateParam="date" day={move} intent="reschedule" submitLabel="Move my appointment" />
        </>
      )}
    </section>
  );
}

function CancelSection({ page }: { page: ManagePageData }) {
  const { view, href } = page;
  return (
    <section id="cancel" aria-labelledby="cancel-title" className={card}>
      <h2 id="cancel-title" className="text-2xl font-semibold">
        Cancel your appointment
      </h2>
      {!view.cancel.allowed ? (
        <p className="mt-3">{view.cancel.message}</p>
      ) : page.confirmCancel ? (
        <div className="mt-3 rounded-2xl border border-red-700/50 bg-red-50 p-4">
          <p className="font-semibold text-red-950">Cancel your appointment{view.when ? ` on ${view.when}` : ""}?</p>
          <p className="mt-2 text-red-950">{view.cancel.refund}</p>
          {page.cancelEffect && <p className="mt-2 text-red-950">{page.cancelEffect}</p>}
          {page.patchTestFor && (
            <p className="mt-2">
              <a href={newPatchTestPath} className="font-semibold text-red-950 underline">
                Book a new patch test
              </a>
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <form method="post" action={href}>
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className="btn bg-red-800 text-white hover:bg-red-900">
                Yes, cancel my appointment
              </button>
            </form>
            <a href={href} className="btn-secondary">
              No, keep it
            </a>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-3">{view.cancel.refund}</p>
          <a href={`${href}?step=cancel#cancel`} className="btn-secondary mt-4">
            Cancel appointment
          </a>
        </>
      )}
    </section>
  );
}
