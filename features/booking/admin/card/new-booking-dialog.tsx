import { useEffect, useId, useState } from "react";
import { toast } from "~/ui/toaster";
import { TextAreaField, TextField } from "~/ui/forms/text-field";
import { FieldError } from "~/ui/forms/field-error";
import { staffPaymentChoices, staffPaymentLabels, type StaffPaymentChoice } from "../../staff/staff-booking-form";
import { bookableFacts, useServiceFacts } from "~/features/studio";
import { FormDialog } from "~/ui/admin/form-dialog";
import { useDialogAction } from "~/ui/admin/use-dialog-action";
import { formatDuration } from "~/lib/display-time";
import { formatTotal } from "~/lib/money";
import { formatDateTime } from "~/ui/admin/dates";
import { DateAndTime, PractitionerField, useFreeTimes } from "./booking-dialogs";

const paymentNotes: Record<StaffPaymentChoice, string> = {
  studio: "The booking stands now; record the payment when she pays.",
  link: "She is emailed a link to pay online.",
};

/**
 * A booking for a phone or walk-in client (DESIGN 3b): who, which treatments, a free time for them all, notes, and
 * how she will pay. The server prices it from the catalogue and checks the time again.
 */
export function NewBookingDialog({
  open,
  onClose,
  returnFocus,
  initial,
  practitioners = [],
}: {
  open: boolean;
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
  /** From an empty time on the diary grid: with her, that day, at that time (when free for the treatments). */
  initial?: { practitionerId: string; date: string; time: string };
  /** Who may be named; without them the booking goes to whoever is free. */
  practitioners?: readonly { id: string; name: string }[];
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [practitioner, setPractitioner] = useState(initial?.practitionerId ?? "");
  const [payment, setPayment] = useState<StaffPaymentChoice>("studio");
  // A walk-in starts at the next quarter hour the server finds free (docs/decisions/0042), not at a chosen time.
  const [startNow, setStartNow] = useState(false);
  // Today's prices and durations (DESIGN 9): the server prices the booking again from the same facts.
  const bookableServices = bookableFacts(useServiceFacts());
  const services = bookableServices.filter((service) => chosen.includes(service.id));
  const minutes = services.reduce((sum, service) => sum + service.durationMinutes, 0);
  const total = services.reduce((sum, service) => sum + service.pricePence, 0);
  const free = useFreeTimes({ services: chosen, practitioner });
  // Another basket may not fit where this one did (or need someone else): the day's free times are read again.
  useEffect(() => {
    const day = free.date || initial?.date;
    if (day && chosen.length > 0) free.load(day);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the basket or the practitioner changes
  }, [chosen.join(","), practitioner]);
  // Opened again from another empty time: that practitioner and time.
  useEffect(() => {
    if (open && initial) setPractitioner(initial.practitionerId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when opened
  }, [open, initial?.practitionerId, initial?.date, initial?.time]);
  const action = useDialogAction<{ ok: true; id: string; totalPence: number; startsAt: string }>(open, (made) => {
    toast({
      title: "Booking made",
      description: `The booking is in the diary for ${formatDateTime(made.startsAt)}${payment === "link" ? " and the payment link is on its way" : ""}.`,
    });
    setChosen([]);
    setStartNow(false);
    onClose();
  });
  useEffect(() => {
    if (action.refusal?.code === "slot-taken") free.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new refusal arrives
  }, [action.attempt]);
  const treatmentsId = useId();
  const paymentId = useId();
  return (
    <FormDialog
      open={open}
      wide
      title="New booking"
      description={<p>For a client booking by phone or in person. With her email she is sent the booking and its calendar file; without it, nothing is sent.</p>}
      submitLabel="Make booking"
      action={action}
      onClose={onClose}
      returnFocus={returnFocus}
      onSubmit={(form) =>
        action.submit("/admin/bookings", {
          name: String(form.get("name") ?? ""),
          email: String(form.get("email") ?? ""),
          startNow,
          phone: String(form.get("phone") ?? ""),
          notes: String(form.get("notes") ?? ""),
          preferredDate: String(form.get("preferredDate") ?? ""),
          preferredTime: String(form.get("preferredTime") ?? ""),
          payment,
          items: chosen.map((id) => ({ id, type: "service" })),
          ...(practitioner ? { practitionerId: practitioner } : {}),
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" autoComplete="off" required errors={action.fieldErrors.name} />
        <TextField name="phone" label="Phone" type="tel" autoComplete="off" required errors={action.fieldErrors.phone} />
      </div>
      <TextField
        name="email"
        label={payment === "link" ? "Email" : "Email (optional)"}
        type="email"
        autoComplete="off"
        required={payment === "link"}
        description={payment === "link" ? "Needed to send the payment link." : "Leave empty if she has none to give: she will not be emailed."}
        errors={action.fieldErrors.email}
      />
      {practitioners.length > 0 && (
        <PractitionerField practitioners={practitioners} value={practitioner} onChange={setPractitioner} anyone="Anyone free" errors={action.fieldErrors.practitionerId} />
      )}
      <fieldset aria-describedby={action.fieldErrors.items ? `${treatmentsId}-error` : undefined} className="grid gap-2">
        <legend className="mb-1 font-medium text-ink">Treatments</legend>
        <div className="grid max-h-56 gap-1 overflow-y-auto rounded-xl border border-blush-200 p-2 sm:grid-cols-2">
          {bookableServices.map((service) => (
            <label key={service.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 hover:bg-blush-50">
              <input
                type="checkbox"
                checked={chosen.includes(service.id)}
                aria-invalid={action.fieldErrors.items ? true : undefined}
                onChange={(event) => setChosen((ids) => (event.target.checked ? [...ids, service.id] : ids.filter((id) => id !== service.id)))}
                className="size-5 shrink-0 accent-plum-700"
              />
              <span>
                {service.name} <span className="text-sm text-muted">· {formatDuration(service.durationMinutes)} · {formatTotal(service.pricePence)}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${treatmentsId}-error`} message={action.fieldErrors.items?.[0]} />
        <p className="text-sm text-muted" aria-live="polite">
          {services.length === 0 ? "Choose one or more treatments." : `${formatDuration(minutes)} in all, ${formatTotal(total)}.`}
        </p>
      </fieldset>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-blush-200 px-3 py-2">
        <input type="checkbox" name="startNow" checked={startNow} onChange={(event) => setStartNow(event.target.checked)} className="size-5 shrink-0 accent-plum-700" />
        <span>
          Walk-in: start now <span className="text-sm text-muted">(from the next quarter hour, if it is free)</span>
        </span>
      </label>
      {startNow ? (
        <FieldError id={`${treatmentsId}-time`} message={action.fieldErrors.preferredTime?.[0]} />
      ) : minutes > 0 ? (
        <DateAndTime key={`${initial?.date}-${initial?.time}`} free={free} errors={action.fieldErrors} time={initial?.time} />
      ) : (
        <FieldError id={`${treatmentsId}-time`} message={action.fieldErrors.preferredTime?.[0] ?? action.fieldErrors.preferredDate?.[0]} />
      )}
      <TextAreaField name="notes" label="Notes" rows={2} maxLength={1000} errors={action.fieldErrors.notes} />
      <fieldset aria-describedby={`${paymentId}-note`} className="grid gap-2">
        <legend className="mb-1 font-medium text-ink">Payment</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {staffPaymentChoices.map((choice) => (
            <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-blush-200 px-3 py-2">
              <input type="radio" name="payment" value={choice} checked={payment === choice} onChange={() => setPayment(choice)} className="size-5 accent-plum-700" />
              {staffPaymentLabels[choice]}
            </label>
          ))}
        </div>
        <p id={`${paymentId}-note`} className="text-sm text-muted">
          {paymentNotes[payment]}
        </p>
      </fieldset>
    </FormDialog>
  );
}
