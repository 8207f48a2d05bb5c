import { useEffect, useState } from "react";
import { weekdays } from "~/features/studio";
import { FieldError } from "~/ui/forms/field-error";
import { toast } from "~/ui/toaster";
import type { TeamData, TeamMember } from "./team-data";
import { FormDialog } from "~/ui/admin/form-dialog";
import { useDialogAction } from "~/ui/admin/use-dialog-action";
import { dayForm, dayNames, daySpans, type DayForm } from "./team-words";

type Day = (typeof weekdays)[number];
const timeClass = "min-h-11 w-full rounded-xl border border-blush-200 bg-white px-3 py-2 disabled:bg-gray-50 disabled:text-muted";

/**
 * Her week: for each day, whether she works, from when to when, and her break. Within the studio's hours (shown
 * beside each day); the server names a day it refuses, and lists the bookings the new week leaves outside.
 */
export function HoursDialog({ member, studioHours, open, onClose, returnFocus }: { member: TeamMember; studioHours: TeamData["studioHours"]; open: boolean; onClose: () => void; returnFocus: () => HTMLElement | null | undefined }) {
  const initial = () => Object.fromEntries(weekdays.map((day) => [day, dayForm(member.hours[day], studioHours[day])])) as Record<Day, DayForm>;
  const [week, setWeek] = useState(initial);
  useEffect(() => {
    if (open) setWeek(initial());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh form each time it opens
  }, [open, member]);
  const action = useDialogAction<{ ok: true; affectedBookings: { name: string }[] }>(open, (saved) => {
    const outside = saved.affectedBookings.length;
    toast({
      title: `${member.name}'s hours saved`,
      description: outside === 0 ? "The diary offers her these hours from now on." : `${outside} of her bookings fall outside them: move ${outside === 1 ? "it" : "them"} from the diary.`,
      variant: outside === 0 ? "default" : "destructive",
    });
    onClose();
  });
  const change = (day: Day, field: keyof DayForm, value: string | boolean) => setWeek((current) => ({ ...current, [day]: { ...current[day], [field]: value } }));
  return (
    <FormDialog
      open={open}
      wide
      title={`${member.name}'s hours`}
      description={<p>The days and times she works; the gap between two times is her break. Clients can book her only within them.</p>}
      submitLabel="Save hours"
      action={action}
      onClose={onClose}
      returnFocus={returnFocus}
      onSubmit={() => action.submit(`/admin/team/members/${member.id}/hours`, Object.fromEntries(weekdays.map((day) => [day, daySpans(week[day])])))}
    >
      {weekdays.map((day) => {
        const studio = studioHours[day];
        const form = week[day];
        const error = action.fieldErrors[day]?.[0];
        const off = !form.works;
        return (
          <fieldset key={day} aria-describedby={error ? `${day}-hours-error` : undefined} className="grid gap-2 rounded-2xl border border-blush-200 p-3">
            <legend className="px-1 font-semibold text-ink">{dayNames[day]}</legend>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label className="flex min-h-11 cursor-pointer items-center gap-3">
                <input type="checkbox" checked={form.works} disabled={!studio} onChange={(event) => change(day, "works", event.target.checked)} className="size-5 accent-plum-700" />
                Works
              </label>
              <span className="text-sm text-muted">{studio ? `Studio open ${studio.opens}–${studio.closes}` : "Studio closed"}</span>
            </div>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {(
                [
                  ["opens", "From"],
                  ["closes", "To"],
                  ["breakFrom", "Break from"],
                  ["breakTo", "Break to"],
                ] as const
              ).map(([field, label]) => (
                <label key={field} className="grid gap-1 text-sm font-medium">
                  {label}
                  <input
                    type="time"
                    step={900}
                    value={form[field]}
                    disabled={off}
                    aria-invalid={error ? true : undefined}
                    onChange={(event) => change(day, field, event.target.value)}
                    className={timeClass}
                  />
                </label>
              ))}
            </div>
            <FieldError id={`${day}-hours-error`} message={error} />
          </fieldset>
        );
      })}
    </FormDialog>
  );
}
