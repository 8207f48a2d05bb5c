import { useEffect, useId, useState } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { toast } from "~/ui/toaster";
import { clientChoices, refundablePence } from "../../rules/change-policy";
import { patchTestWindow } from "../../rules/patch-test-rule";
import { formatDateTime } from "~/ui/admin/dates";
import type { AdminBooking, BookingAdminServer } from "../booking-admin-data";
import { FormDialog } from "~/ui/admin/form-dialog";
import { NoticeFields, noticeFrom } from "~/ui/admin/notice-fields";
import { useDialogAction } from "~/ui/admin/use-dialog-action";
import { TextAreaField, TextField } from "~/ui/forms/text-field";
import { SelectField } from "~/ui/forms/select-field";
import { CheckboxField } from "~/ui/forms/checkbox-field";
import { FieldError } from "~/ui/forms/field-error";
import { formatTotal, penceToPounds } from "~/lib/money";

export type BookingDialog = "cancel" | "refund" | "move" | "notice";

interface DialogProps {
  booking: AdminBooking;
  open: boolean;
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
}

type ChangeAnswer = { ok: true; status: string | undefined; refundPence: number };

/** Money taken at the studio never reached the card provider, so it cannot be refunded through it. */
export const paidAtStudio = (booking: AdminBooking) => booking.paymentIntentId === null && refundablePence(booking) > 0;

const studioRefundNote = "This booking was paid at the studio, so the card provider cannot refund it: give the money back at the studio.";

/** Cancel with a refund choice (the policy's amount, everything, nothing, or another amount) and a reason. */
export function CancelDialog({ booking, open, onClose, returnFocus }: DialogProps) {
  const left = refundablePence(booking);
  const choices = clientChoices(booking, new Date());
  const policyPence = Math.min(left, choices.cancel.allowed ? choices.cancel.refundPence : 0);
  const atStudio = paidAtStudio(booking);
  const [choice, setChoice] = useState(atStudio || left === 0 ? "none" : "policy");
  useEffect(() => {
    if (open) setChoice(atStudio || left === 0 ? "none" : "policy");
  }, [open, atStudio, left]);
  const action = useDialogAction<ChangeAnswer>(open, (answer) => {
    toast({
      title: "Booking cancelled",
      description: `${booking.name}'s booking is cancelled. ${answer.refundPence > 0 ? `${formatTotal(answer.refundPence)} is being refunded.` : "Nothing was refunded."}`,
    });
    onClose();
  });
  const legendId = useId();
  const options = [
    { value: "policy", label: `The policy's amount: ${formatTotal(policyPence)}` },
    { value: "full", label: `Everything left: ${formatTotal(left)}` },
    { value: "none", label: "No refund" },
    { value: "custom", label: "Another amount" },
  ];
  return (
    <FormDialog
      open={open}
      title="Cancel this booking?"
      description={
        <p>
          {booking.name}&apos;s booking for {booking.service} will be cancelled, its time freed, and {booking.name} told by email. A cancelled booking
          cannot be reopened.
        </p>
      }
      submitLabel="Cancel booking"
      destructive
      action={action}
      onClose={onClose}
      returnFocus={returnFocus}
      onSubmit={(form) =>
        action.submit(`/admin/bookings/${booking.id}/cancel`, {
          refund: left === 0 ? "none" : choice,
          amount: String(form.get("amount") ?? ""),
          reason: String(form.get("reason") ?? ""),
        })
      }
    >
      {left === 0 ? (
        <p className="text-sm text-muted">Nothing has been paid, so nothing will be refunded.</p>
      ) : (
        <fieldset aria-describedby={action.fieldErrors.refund ? `${legendId}-error` : undefined} className="grid gap-2">
          <legend id={legendId} className="mb-1 font-medium text-ink">
            Refund
          </legend>
          {atStudio && <p className="rounded-xl bg-blush-50 px-3 py-2 text-sm">{studioRefundNote}</p>}
          {options.map((option) => (
            <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-blush-200 px-3 py-2">
              <input
                type="radio"
                name="refund"
                value={option.value}
                checked={choice === option.value}
                aria-invalid={action.fieldErrors.refund ? true : undefined}
                onChange={() => setChoice(option.value)}
                className="size-5 accent-plum-700"
              />
              {option.label}
            </label>
          ))}
          <FieldError id={`${legendId}-error`} message={action.fieldErrors.refund?.[0]} />
          {choice === "custom" && (
            <TextField
              name="amount"
              label="Amount to refund (£)"
              inputMode="decimal"
              autoComplete="off"
              required
              description={`At most ${formatTotal(left)}.`}
              errors={action.fieldErrors.amount}
            />
          )}
        </fieldset>
      )}
      <TextAreaField name="reason" label="Reason" rows={3} required maxLength={500} errors={action.fieldErrors.reason} description="Kept in the booking's history and told to the client." />
    </FormDialog>
  );
}

/** Refund part or all of what is left of the payment, with a reason. */
export function RefundDialog({ booking, open, onClose, returnFocus }: DialogProps) {
  const left = refundablePence(booking);
  const action = useDialogAction<ChangeAnswer>(open, (answer) => {
    toast({ title: "Refund sent", description: `${formatTotal(answer.refundPence)} is on its way back to ${booking.name}.` });
    onClose();
  });
  return (
    <FormDialog
      open={open}
      title="Refund this booking"
      description={
        <p>
          {booking.name} paid {formatTotal(booking.totalPence)}
          {booking.refundedPence > 0 ? `, of which ${formatTotal(booking.refundedPence)} has been refunded` : ""}. Up to {formatTotal(left)} can be
          refunded, to the card she paid with.
        </p>
      }
      submitLabel="Refund"
      action={action}
      onClose={onClose}
      returnFocus={returnFocus}
      onSubmit={(form) => action.submit(`/admin/bookings/${booking.id}/refund`, { amount: String(form.get("amount") ?? ""), reason: String(form.get("reason") ?? "") })}
    >
      {paidAtStudio(booking) && <p className="rounded-xl bg-blush-50 px-3 py-2 text-sm">{studioRefundNote}</p>}
      <TextField
        name="amount"
        label="Amount to refund (£)"
        inputMode="decimal"
        autoComplete="off"
        required
        defaultValue={penceToPounds(left)}
        description={`At most ${formatTotal(left)}.`}
        errors={action.fieldErrors.amount}
      />
      <TextAreaField name="reason" label="Reason" rows={3} required maxLength={500} errors={action.fieldErrors.reason} description="Kept in the booking's history." />
    </FormDialog>
  );
}

/**
 * The free start times on one day for a new booking of `services`, or to move the booking `except`, with
 * `practitioner` when one is named (GET /admin/free-times); with `withPatchTest`, the move's times that take her
 * patch test along, each with the test's time.
 */
export function useFreeTimes({ services = [], except, practitioner, withPatchTest = false }: { services?: readonly string[]; except?: string; practitioner?: string; withPatchTest?: boolean }) {
  const fetcher = useFetcher<BookingAdminServer["freeTimes"]>();
  const [date, setDate] = useState("");
  const load = (day: string) => {
    setDate(day);
    const query = { date: day, ...(except ? { except } : { services: services.join(",") }), ...(practitioner ? { practitioner } : {}), ...(withPatchTest ? { patchTest: "move" } : {}) };
    if (day) void fetcher.load(`/admin/free-times?${new URLSearchParams(query)}`);
  };
  const answer = fetcher.data && fetcher.data.ok && fetcher.data.date === date ? fetcher.data : undefined;
  return { date, load, reload: () => load(date), loading: fetcher.state !== "idle", times: answer?.times, heldBack: answer?.heldBack ?? 0, patchMovable: answer?.patchMovable ?? false, patchTests: answer?.patchTests };
}

/** The date and free-time pair the Move and New booking forms share; `time` starts chosen when it is free. */
export function DateAndTime({ free, errors, time: initialTime = "" }: { free: ReturnType<typeof useFreeTimes>; errors: Partial<Record<string, string[]>>; time?: string }) {
  const noTimes = free.times !== undefined && free.times.length === 0;
  const [time, setTime] = useState(initialTime);
  const count = free.times?.length ?? 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="preferredDate" label="Date" type="date" required value={free.date} onChange={(event) => free.load(event.target.value)} errors={errors.preferredDate} />
      <SelectField
        name="preferredTime"
        label="Time"
        required
        value={free.times?.includes(time) ? time : ""}
        onChange={(event) => setTime(event.target.value)}
        disabled={!free.times || noTimes}
        placeholder={free.loading ? "Finding free times..." : !free.date ? "Choose a date first" : noTimes ? "No free time that day" : "Choose a time"}
        options={(free.times ?? []).map((time) => ({ value: time, label: free.patchTests?.[time] ? `${time}, patch test ${free.patchTests[time]}` : time }))}
        errors={errors.preferredTime}
        description={free.date && !free.loading && free.times ? `${count} free ${count === 1 ? "time" : "times"} (London).${free.heldBack > 0 ? ` ${moveWords.heldBack(free.heldBack, free.patchTests !== undefined)}` : ""}` : undefined}
      />
    </div>
  );
}

/** What the Move dialog says of her patch test's window (the manage page's own words are her own, in the first person). */
const moveWords = {
  heldBack: (count: number, moving: boolean) =>
    moving
      ? `${count} more ${count === 1 ? "has" : "have"} no free patch-test time ${patchTestWindow.booked.minHours} to ${patchTestWindow.booked.maxHours} hours before.`
      : `${count} more ${count === 1 ? "is" : "are"} outside her patch test's window (${patchTestWindow.booked.minHours} to ${patchTestWindow.booked.maxHours} hours after it).`,
  movePatchTest: "Move her patch test with it",
  movePatchTestNote: `Her free patch test moves to the time shown beside each time, ${patchTestWindow.booked.minHours} to ${patchTestWindow.booked.maxHours} hours before, and she is emailed both.`,
} as const;

/** Who the booking is with: anyone free (the booking's own practitioner first, for a move) or one named. */
export function PractitionerField({
  practitioners,
  value,
  onChange,
  anyone,
  errors,
}: {
  practitioners: readonly { id: string; name: string }[];
  value: string;
  onChange: (id: string) => void;
  anyone: string;
  errors?: string[];
}) {
  return (
    <SelectField
      name="practitionerId"
      label="With"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={anyone}
      options={practitioners.map((practitioner) => ({ value: practitioner.id, label: practitioner.name }))}
      errors={errors}
    />
  );
}

/**
 * Move the booking to a free time of the same length, with her practitioner or, from the diary, another one. Only
 * times the move accepts are offered: her patch test's window holds some back, and when her test can move, staff may
 * take it along (each time then shows the test's).
 */
export function MoveDialog({ booking, open, onClose, returnFocus, practitioners = [] }: DialogProps & { practitioners?: readonly { id: string; name: string }[] }) {
  const minutes = booking.startsAt && booking.endsAt ? (new Date(booking.endsAt).getTime() - new Date(booking.startsAt).getTime()) / 60_000 : 0;
  const [practitioner, setPractitioner] = useState("");
  const [withPatchTest, setWithPatchTest] = useState(false);
  const free = useFreeTimes({ except: booking.id, practitioner, withPatchTest });
  useEffect(() => {
    if (free.date) free.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the practitioner or the patch-test choice changes
  }, [practitioner, withPatchTest]);
  const action = useDialogAction<ChangeAnswer>(open, () => {
    toast({
      title: "Booking moved",
      description: `${booking.name}'s booking has moved${withPatchTest ? ", with her patch test" : ""}; she has been sent the new ${withPatchTest ? "times" : "time"}.`,
    });
    onClose();
  });
  useEffect(() => {
    // Someone took the time meanwhile: the list of free times is read again.
    if (action.refusal?.code === "slot-taken") free.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new refusal arrives
  }, [action.attempt]);
  return (
    <FormDialog
      open={open}
      title="Move this booking"
      description={
        <p>
          {booking.name}&apos;s {booking.service} is now at {formatDateTime(booking.startsAt)}. Choose a free time for its {minutes} minutes; she will be
          emailed the new time.
        </p>
      }
      submitLabel="Move booking"
      action={action}
      onClose={onClose}
      returnFocus={returnFocus}
      onSubmit={(form) =>
        action.submit(`/admin/bookings/${booking.id}/reschedule`, {
          preferredDate: String(form.get("preferredDate") ?? ""),
          preferredTime: String(form.get("preferredTime") ?? ""),
          ...(practitioner ? { practitionerId: practitioner } : {}),
          ...(withPatchTest ? { withPatchTest: true } : {}),
        })
      }
    >
      {practitioners.length > 1 && (
        <PractitionerField practitioners={practitioners} value={practitioner} onChange={setPractitioner} anyone="Her practitioner if free, else anyone" errors={action.fieldErrors.practitionerId} />
      )}
      {(free.patchMovable || withPatchTest) && (
        <CheckboxField
          name="withPatchTest"
          label={moveWords.movePatchTest}
          description={moveWords.movePatchTestNote}
          checked={withPatchTest}
          onChange={(event) => setWithPatchTest(event.target.checked)}
          errors={action.fieldErrors.withPatchTest}
        />
      )}
      <DateAndTime free={free} errors={action.fieldErrors} />
    </FormDialog>
  );
}

/**
 * Her cancellation notice that came by email (the model cancellation form, docs/decisions/0036): cancelled by her
 * own policy as it stood the day it was received, so a notice inside the 14 days refunds what that period gives.
 */
export function NoticeDialog({ booking, open, onClose, returnFocus }: DialogProps) {
  const action = useDialogAction<ChangeAnswer>(open, (answer) => {
    toast({
      title: "Notice recorded",
      description: `${booking.name}'s booking is cancelled by her notice. ${answer.refundPence > 0 ? `${formatTotal(answer.refundPence)} is being refunded.` : "Nothing was refunded."}`,
    });
    onClose();
  });
  return (
    <FormDialog
      open={open}
      title="Record an emailed cancellation notice"
      description={
        <p>
          {booking.name}&apos;s booking for {booking.service} will be cancelled as if she had cancelled the day the notice arrived, with the refund her
          cancellation policy gave then. She is told by email.
        </p>
      }
      submitLabel="Record notice and cancel"
      destructive
      action={action}
      onClose={onClose}
      returnFocus={returnFocus}
      onSubmit={(form) =>
        action.submit(`/admin/bookings/${booking.id}/cancellation-notice`, noticeFrom(form))
      }
    >
      <NoticeFields errors={action.fieldErrors} required />
    </FormDialog>
  );
}
