import type { ManagePageData } from "../../pages/manage-page";
import { DayTimesForms } from "./day-times-forms";

/**
 * The course this booking belongs to (docs/decisions/0021): sessions left and until when, each session booked so
 * far, and the next one to book from the same free times as /book, with nothing to pay.
 */
export function CourseSection({ page, className }: { page: ManagePageData; className: string }) {
  const course = page.view.course;
  if (!course || !page.course) return null;
  const { book, policyPoints } = page.course;
  return (
    <section id="course" aria-labelledby="course-title" className={className}>
      <h2 id="course-title" className="text-2xl font-semibold">
        Your course: {course.label}
      </h2>
      <p className="mt-3 text-xl font-semibold text-plum-900">{course.summary}</p>
      <h3 className="mt-6 text-lg font-semibold">Your sessions</h3>
      <ol className="mt-2 grid gap-2">
        {course.sessions.map((session, index) => (
          <li key={session.key} className="flex flex-wrap justify-between gap-x-4 rounded-xl bg-blush-50 px-4 py-2">
            <span>
              <span className="font-semibold">{index + 1}.</span> {session.when}
            </span>
            <span className="text-muted">{session.status}</span>
          </li>
        ))}
      </ol>
      <h3 className="mt-6 text-lg font-semibold">Book your next session</h3>
      {!course.canBook || !book ? (
        <p className="mt-2">{course.refusal}</p>
      ) : (
        <>
          <p className="mt-2 text-muted">Your course is paid for: there is nothing to pay. Choose a day to see its free times.</p>
          <DayTimesForms href={page.href} anchor="course" dateParam="sessionDate" day={book} intent="book-session" submitLabel="Book this session" />
        </>
      )}
      <ul className="mt-6 grid list-disc gap-2 pl-5">
        {policyPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
