import type { DayTimes } from "../../pages/manage-page";

export const manageLabel = "text-sm font-semibold text-plum-800";
const control = "block min-h-11 w-full rounded-xl border border-plum-500/70 bg-white px-4 py-2.5 text-base text-ink";

/**
 * A day to choose (a plain GET, so it works without JavaScript) and that day's free times to post: moving an
 * appointment, or booking a course's next session.
 */
export function DayTimesForms({
  href,
  anchor,
  dateParam,
  day,
  intent,
  submitLabel,
}: {
  href: string;
  anchor: string;
  dateParam: string;
  day: DayTimes;
  intent: string;
  submitLabel: string;
}) {
  const dateId = `${anchor}-date`;
  return (
    <>
      <form method="get" action={`${href}#${anchor}`} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-48 grow sm:grow-0">
          <label htmlFor={dateId} className={manageLabel}>
            Day
          </label>
          <input id={dateId} type="date" name={dateParam} defaultValue={day.date} min={day.min} max={day.max} required className={`${control} mt-1`} />
        </div>
        <button type="submit" className="btn-secondary">
          Show free times
        </button>
      </form>
      {day.patchTestNote && (
        <p className="mt-4">
          {day.patchTestNote}
          {day.patchTestLink && (
            <>
              {" "}
              <a href={day.patchTestLink.href} className="font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900">
                {day.patchTestLink.label}
              </a>
            </>
          )}
        </p>
      )}
      {day.times.length === 0 ? (
        <p className="mt-4">There are no free times on {day.dayLabel}. Please choose another day.</p>
      ) : (
        <form method="post" action={href} className="mt-6">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="preferredDate" value={day.date} />
          {Object.entries(day.hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <fieldset>
            <legend className={manageLabel}>Free times on {day.dayLabel} (UK time)</legend>
            <div className={`mt-2 grid gap-2 ${day.patchTests ? "sm:grid-cols-2" : "grid-cols-3 sm:grid-cols-6"}`}>
              {day.times.map((time, index) => (
                <label key={time} className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-plum-500/70 px-3 py-1 has-checked:border-plum-700 has-checked:bg-plum-700 has-checked:text-white">
                  <input type="radio" name="preferredTime" value={time} required defaultChecked={index === 0} className="accent-plum-700" />
                  {day.patchTests?.[time] ? (
                    <span>
                      <span className="font-semibold">{time}</span>, patch test {day.patchTests[time]}
                    </span>
                  ) : (
                    time
                  )}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="btn-primary mt-4">
            {submitLabel}
          </button>
        </form>
      )}
    </>
  );
}
