import { CalendarOff, LoaderCircle, Trash2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { TextField } from "~/ui/forms/text-field";
import { toast } from "~/ui/toaster";
import { formatDayHeading } from "~/ui/admin/dates";
import { formatDateTime } from "~/ui/admin/dates";
import type { ScheduleAdminServer, ScheduleData } from "./schedule-data";
import { Badge } from "~/ui/admin/badge";
import { ConfirmDialog } from "~/ui/admin/confirm-dialog";
import { EmptyState } from "~/ui/admin/empty-state";
import { AffectedBookings } from "./affected-bookings";
import { useFetcherDone } from "~/ui/admin/use-fetcher-done";
import { weekdays, type WeeklyHours } from "~/features/studio";

type ScheduleFetcher = ReturnType<typeof useFetcher<ScheduleAdminServer["changeSchedule"]>>;
const post = (fetcher: ScheduleFetcher, body: Record<string, unknown>) =>
  void fetcher.submit(body as never, { method: "post", action: "/admin/schedule", encType: "application/json" });
const capitalise = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);
const sectionHeading = "text-2xl font-semibold";

/** Opening hours, closures and bank holidays (DESIGN 3a): what availability offers follows what is set here. */
export function SchedulePanel({ schedule }: { schedule: ScheduleData | undefined }) {
  if (!schedule) return <p className="text-muted">Loading the schedule…</p>;
  return (
    <div className="grid gap-12">
      <WeekForm hours={schedule.hours} />
      <Closures closures={schedule.closures} />
      <BankHolidays holidays={schedule.bankHolidays} />
    </div>
  );
}

function WeekForm({ hours }: { hours: WeeklyHours }) {
  const fetcher = useFetcher<ScheduleAdminServer["changeSchedule"]>();
  const [week, setWeek] = useState(hours);
  const saving = fetcher.state !== "idle";
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const saved = fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.intent === "hours" ? fetcher.data : undefined;
  useFetcherDone(fetcher, (result) => {
    if (result.ok) toast({ title: "Opening hours saved", description: "Booking and every page now show the new hours." });
    else toast({ title: "The hours were not saved", description: result.message, variant: "destructive" });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    post(fetcher, { intent: "hours", week: Object.fromEntries(weekdays.map((day) => [day, week[day] ?? { opens: null, closes: null }])) });
  };
  return (
    <section aria-labelledby="hours-heading">
      <h2 id="hours-heading" className={sectionHeading}>
        Opening hours
      </h2>
      <p className="mt-1 text-muted">The usual week, in London time. Clients can book only inside these hours.</p>
      <form onSubmit={submit} noValidate className="mt-4 grid max-w-2xl gap-3">
        {weekdays.map((day) => {
          const open = week[day];
          const dayErrors = errors?.[day];
          return (
            <fieldset key={day} className="grid items-end gap-3 rounded-2xl border border-blush-200 bg-white p-4 sm:grid-cols-[8rem_auto_1fr_1fr]">
              <legend className="sr-only">{capitalise(day)}</legend>
              <span aria-hidden="true" className="font-semibold sm:self-center">
                {capitalise(day)}
              </span>
              <label className="flex min-h-11 items-center gap-2 sm:self-center">
                <input
                  type="checkbox"
                  checked={open !== null}
                  onChange={(event) => setWeek({ ...week, [day]: event.target.checked ? { opens: "09:00", closes: "17:00" } : null })}
                  className="size-5 accent-plum-700"
                />
                Open<span className="sr-only"> on {capitalise(day)}</span>
              </label>
              {open ? (
                <>
                  <TextField name={`${day}-opens`} label="Opens" type="time" step={900} value={open.opens} onChange={(event) => setWeek({ ...week, [day]: { ...open, opens: event.target.value } })} />
                  <TextField
                    name={`${day}-closes`}
                    label="Closes"
                    type="time"
                    step={900}
                    value={open.closes}
                    errors={dayErrors}
                    onChange={(event) => setWeek({ ...week, [day]: { ...open, closes: event.target.value } })}
                  />
                </>
              ) : (
                <p className="text-muted sm:col-span-2 sm:self-center">Closed all day</p>
              )}
            </fieldset>
          );
        })}
        <div>
          <button type="submit" disabled={saving} className="btn-primary disabled:cursor-wait disabled:opacity-85">
            {saving && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
            Save opening hours
          </button>
        </div>
      </form>
      {saved && <AffectedBookings bookings={saved.affected} where="outside the new hours" />}
    </section>
  );
}

function Closures({ closures }: { closures: ScheduleData["closures"] }) {
  const adder = useFetcher<ScheduleAdminServer["changeSchedule"]>();
  const remover = useFetcher<ScheduleAdminServer["changeSchedule"]>();
  const [form, setForm] = useState({ fromDate: "", toDate: "", fromTime: "", toTime: "", reason: "" });
  const [removing, setRemoving] = useState<ScheduleData["closures"][number] | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const added = adder.data?.ok && adder.data.intent === "add-closure" ? adder.data : undefined;
  const errors = adder.data && !adder.data.ok ? adder.data.fieldErrors : undefined;
  useFetcherDone(adder, (result) => {
    if (!result.ok) return;
    setForm({ fromDate: "", toDate: "", fromTime: "", toTime: "", reason: "" });
    toast({ title: "Closure added", description: "Those times are no longer offered to clients." });
  });
  useFetcherDone(remover, (result) => {
    setRemoving(undefined);
    toast(result.ok ? { title: "Closure removed", description: "Those times can be booked again." } : { title: "Nothing was removed", description: result.message, variant: "destructive" });
  });
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    errors: errors?.[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });
  return (
    <section aria-labelledby="closures-heading">
      <h2 id="closures-heading" ref={heading} tabIndex={-1} className={`${sectionHeading} focus:outline-none`}>
        Closures
      </h2>
      <p className="mt-1 text-muted">Holidays, training days, a sick day: whole days, or a time range on the days given. Existing bookings in that time stay; they are listed so you can contact the clients.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          post(adder, { intent: "add-closure", ...form });
        }}
        className="mt-4 grid max-w-2xl gap-4 rounded-2xl border border-blush-200 bg-white p-5 sm:grid-cols-2"
      >
        <TextField label="From (date)" type="date" required {...field("fromDate")} />
        <TextField label="To (date)" type="date" required {...field("toDate")} />
        <TextField label="From (time)" type="time" step={900} description="Leave both times empty to close whole days." {...field("fromTime")} />
        <TextField label="To (time)" type="time" step={900} {...field("toTime")} />
        <div className="sm:col-span-2">
          <TextField label="Reason" required maxLength={200} description="Staff see this; clients do not." {...field("reason")} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={adder.state !== "idle"} className="btn-primary disabled:cursor-wait disabled:opacity-85">
            {adder.state !== "idle" && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
            Add closure
          </button>
        </div>
      </form>
      {added && <AffectedBookings bookings={added.affected} where="in that closure" />}
      <h3 className="mt-8 text-xl font-semibold">Coming up</h3>
      {closures.length === 0 ? (
        <div className="mt-3">
          <EmptyState icon={CalendarOff} title="No closures" text="The studio keeps its usual hours." />
        </div>
      ) : (
        <ul className="mt-3 grid max-w-2xl gap-3">
          {closures.map((closure) => (
            <li key={closure.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-blush-200 bg-white p-4">
              <div>
                <p className="font-semibold">{closure.reason}</p>
                <p className="text-muted">
                  {formatDateTime(closure.startsAt)} to {formatDateTime(closure.endsAt)}
                </p>
              </div>
              <button type="button" className="btn-secondary" onClick={() => setRemoving(closure)}>
                <Trash2 aria-hidden="true" size={18} />
                Remove<span className="sr-only"> closure: {closure.reason}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title="Remove this closure?"
        confirmLabel="Remove closure"
        keepLabel="Keep it"
        working={remover.state !== "idle"}
        onConfirm={() => removing && post(remover, { intent: "delete-closure", id: removing.id })}
        onClose={() => setRemoving(undefined)}
        returnFocus={() => heading.current}
      >
        <p>{removing ? `"${removing.reason}": those times will be offered to clients again.` : ""}</p>
      </ConfirmDialog>
    </section>
  );
}

function BankHolidays({ holidays }: { holidays: ScheduleData["bankHolidays"] }) {
  const fetcher = useFetcher<ScheduleAdminServer["changeSchedule"]>();
  const pending = fetcher.state !== "idle" ? (fetcher.json as { date?: string } | undefined)?.date : undefined;
  const closed = fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.intent === "bank-holiday" && !fetcher.data.open ? fetcher.data : undefined;
  useFetcherDone(fetcher, (result) => {
    if (result.ok && result.intent === "bank-holiday") toast({ title: result.open ? "Bank holiday opened" : "Bank holiday closed", description: formatDayHeading(result.date, { withYear: true }) });
    else if (!result.ok) toast({ title: "Nothing changed", description: result.message, variant: "destructive" });
  });
  return (
    <section aria-labelledby="holidays-heading">
      <h2 id="holidays-heading" className={sectionHeading}>
        Bank holidays
      </h2>
      <p className="mt-1 text-muted">England and Wales bank holidays for the next year. The studio is closed on them unless you open one.</p>
      {closed && <AffectedBookings bookings={closed.affected} where={`on ${formatDayHeading(closed.date, { withYear: true })}`} />}
      <ul className="mt-4 grid max-w-2xl gap-3">
        {holidays.map((holiday) => (
          <li key={holiday.date} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-blush-200 bg-white p-4">
            <div>
              <p className="font-semibold">{holiday.name}</p>
              <p className="text-muted">{formatDayHeading(holiday.date, { withYear: true })}</p>
            </div>
            <div className="flex items-center gap-3">
              <Badge tone={holiday.open ? "green" : "grey"} label="Studio">
                {holiday.open ? "Open" : "Closed"}
              </Badge>
              <button
                type="button"
                className="btn-secondary"
                disabled={pending === holiday.date}
                onClick={() => post(fetcher, { intent: "bank-holiday", date: holiday.date, open: !holiday.open })}
              >
                {holiday.open ? "Close" : "Open"}
                <span className="sr-only"> on {holiday.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
