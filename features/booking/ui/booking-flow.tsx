import { ArrowLeft, ArrowRight, Hourglass } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { announceOnNextPage, readPendingBooking, savePendingBooking, type PendingBooking } from "~/features/booking/booking-session";
import { toast } from "~/app/ui/toaster";
import { appointmentText, clockText } from "~/features/booking/appointment-text";
import type { Slot } from "~/features/booking/availability";
import { BasketError, priceBasket, type BasketItem, type PricedBasket } from "~/features/booking/basket";
import { bookingMessages, bookingRequestSchema } from "~/features/booking/booking-form";
import { needsPatchTestAnswer, toggleItem } from "~/features/booking/booking-selection";
import { HONEYPOT_FIELD, messages, parseForm, type FieldErrors } from "~/lib/forms";
import { formatTotal } from "~/lib/money";
import { createBooking } from "./booking-api";
import { bookingToasts } from "./booking-toasts";
import { BookingConfirmation, type ConfirmedBooking } from "./checkout/booking-confirmation";
import { BookingSummary } from "./booking-summary";
import { DateTimePicker } from "./date-time-picker";
import { DetailsForm, emptyDetails, type BookingDetails } from "./details-form";
import { PatchTestQuestion, type PatchTestAnswer } from "./patch-test-question";
import { ServicePicker } from "./service-picker";
import { StepIndicator } from "./step-indicator";

type Step = 1 | 2 | 3;

/** The consent the booking schema leaves to the page (it is optional for the API). */
export const policyMessage = "Please accept the booking policy";

const toasts = { submitted: bookingToasts.submitted, failed: bookingToasts.bookingFailed };

/** Field order on the page, so focus goes to the first field with a message. */
const detailFields = ["name", "email", "phone", "notes", "policyAccepted"] as const;

function price(items: readonly BasketItem[]): PricedBasket | undefined {
  if (items.length === 0) return undefined;
  try {
    return priceBasket(items);
  } catch (error) {
    if (error instanceof BasketError) return undefined;
    throw error;
  }
}

const holdActive = (booking: PendingBooking) => booking.holdExpiresAt !== null && Date.parse(booking.holdExpiresAt) > Date.now();

/**
 * The three booking steps (DESIGN section 3): choose treatments, pick a real free time, then details and consent.
 * The booking is created (and its time held) by POST /api/bookings; payment follows on /checkout. Going back and
 * forth keeps every choice; only "Book Another Appointment" starts afresh.
 */
export function BookingFlow() {
  const [step, setStep] = useState<Step>(1);
  const [items, setItems] = useState<BasketItem[]>([]);
  const [patchTest, setPatchTest] = useState<PatchTestAnswer>();
  const [patchTestError, setPatchTestError] = useState<string>();
  const [slot, setSlot] = useState<Slot>();
  const [slotError, setSlotError] = useState<string>();
  const [refresh, setRefresh] = useState(0);
  const [details, setDetails] = useState<BookingDetails>(emptyDetails);
  const [policyAccepted, setPolicyAccepted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string>();
  const [pending, setPending] = useState(false);
  const [confirmed, setConfirmed] = useState<ConfirmedBooking>();
  const [held, setHeld] = useState<PendingBooking>();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const movedStep = useRef(false);

  const basket = useMemo(() => price(items), [items]);
  const askPatchTest = needsPatchTestAnswer(items);

  // Back from checkout: show what was chosen again, and the time still held for it.
  useEffect(() => {
    const saved = readPendingBooking();
    if (!saved) return;
    // Session storage exists only in the browser, so this waits for hydration.
    setItems(saved.items);
    setPatchTest(saved.patchTest);
    setDetails({ name: saved.name, email: saved.email, phone: saved.phone, notes: saved.notes ?? "" });
    if (holdActive(saved)) setHeld(saved);
  }, []);

  // A new step is announced by moving focus to its heading (not on first load).
  useEffect(() => {
    if (!movedStep.current) return;
    stepHeading.current?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    movedStep.current = true;
    setStep(next);
  };

  const toggle = (item: BasketItem) => {
    const next = toggleItem(items, item);
    setItems(next);
    if (!needsPatchTestAnswer(next)) setPatchTestError(undefined);
  };

  const continueToTimes = () => {
    if (!basket) return;
    if (askPatchTest && !patchTest) {
      flushSync(() => setPatchTestError(bookingMessages.patchTest));
      document.getElementById("patch-test-question")?.querySelector<HTMLInputElement>("input")?.focus();
      return;
    }
    goTo(2);
  };

  const continueToDetails = () => {
    if (!slot) {
      setSlotError(bookingMessages.time);
      return;
    }
    goTo(3);
  };

  const showFieldErrors = (fieldErrors: FieldErrors, message: string) => {
    flushSync(() => {
      setErrors(fieldErrors);
      setFormMessage(message);
    });
    const first = detailFields.find((name) => fieldErrors[name]?.length);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const backToTimes = (message: string) => {
    toast({ title: toasts.failed.title, description: message, variant: "destructive" });
    setSlot(undefined);
    setRefresh((count) => count + 1);
    goTo(2);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!basket || !slot || pending) return;
    const request = {
      ...details,
      service: basket.label,
      preferredDate: slot.date,
      preferredTime: slot.time,
      items,
      policyAccepted,
      patchTest: askPatchTest ? patchTest : undefined,
    };
    const parsed = parseForm(bookingRequestSchema, request);
    const fieldErrors: FieldErrors = parsed.success ? {} : { ...parsed.error.fieldErrors };
    if (!policyAccepted) fieldErrors.policyAccepted = [policyMessage];
    if (!parsed.success || !policyAccepted) {
      showFieldErrors(fieldErrors, messages.invalidForm);
      return;
    }
    setErrors({});
    setFormMessage(undefined);
    setPending(true);
    const honeypot = formRef.current ? new FormData(formRef.current).get(HONEYPOT_FIELD) : null;
    const answer = await createBooking({ ...parsed.data, ...(typeof honeypot === "string" && honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) });
    setPending(false);

    if (answer.ok) {
      const booked = answer.data;
      if (booked.totalAmount === 0) {
        toast(toasts.submitted);
        setConfirmed({ id: booked.id, label: basket.label, when: appointmentText(slot.date, slot.time) });
        return;
      }
      savePendingBooking({
        bookingId: booked.id,
        name: parsed.data.name,
        email: parsed.data.email,
        phone: parsed.data.phone,
        service: basket.label,
        preferredDate: slot.date,
        preferredTime: slot.time,
        notes: parsed.data.notes,
        selectedServices: basket.lines.map((line) => ({ id: line.id, name: line.name, price: line.pricePence, type: line.type })),
        totalAmount: booked.totalAmount,
        holdExpiresAt: booked.holdExpiresAt,
        items,
        patchTest: request.patchTest,
      });
      announceOnNextPage(toasts.submitted);
      // A full page load: /checkout's security policy is the one that lets the card provider's script run.
      window.location.assign("/checkout");
      return;
    }

    if (answer.status === 409) return backToTimes(answer.message ?? bookingMessages.taken);
    if (answer.status === 400 && answer.fieldErrors) {
      const { fieldErrors: serverErrors } = answer;
      if (serverErrors.preferredTime?.length || serverErrors.preferredDate?.length) {
        return backToTimes(serverErrors.preferredTime?.[0] ?? serverErrors.preferredDate?.[0] ?? toasts.failed.description);
      }
      if (serverErrors.patchTest?.length || serverErrors.items?.length) {
        toast({ title: toasts.failed.title, description: answer.message ?? toasts.failed.description, variant: "destructive" });
        setPatchTestError(serverErrors.patchTest?.[0]);
        goTo(1);
        return;
      }
      if (detailFields.some((name) => serverErrors[name]?.length)) {
        showFieldErrors(serverErrors, answer.message ?? messages.invalidForm);
        return;
      }
    }
    toast({
      title: toasts.failed.title,
      description: answer.status === 429 && answer.message ? answer.message : toasts.failed.description,
      variant: "destructive",
    });
  };

  const reset = () => {
    setItems([]);
    setPatchTest(undefined);
    setPatchTestError(undefined);
    setSlot(undefined);
    setSlotError(undefined);
    setDetails(emptyDetails);
    setPolicyAccepted(false);
    setErrors({});
    setFormMessage(undefined);
    setConfirmed(undefined);
    setHeld(undefined);
    goTo(1);
  };

  if (confirmed) return <BookingConfirmation booking={confirmed} onReset={reset} />;

  const stepTitle = ["Choose your treatments", "Select a date and time", "Your details"][step - 1];
  return (
    <div className="grid gap-8">
      <StepIndicator current={step} />
      {held && (
        <div className="flex flex-col gap-3 rounded-3xl border border-gold-600/60 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2">
            <Hourglass aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-gold-600" />
            <span>
              We're still holding <strong>{held.service}</strong> on{" "}
              <strong>{appointmentText(held.preferredDate, held.preferredTime)}</strong> for you until{" "}
              {clockText(new Date(held.holdExpiresAt!))}. Pay for it now, or choose again below.
            </span>
          </p>
          <a href="/checkout" className="btn-primary shrink-0">
            Continue to payment
          </a>
        </div>
      )}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="booking-step-title" className="grid gap-6">
          <div>
            <h2 id="booking-step-title" ref={stepHeading} tabIndex={-1} className="text-3xl font-semibold focus:outline-none">
              {stepTitle}
            </h2>
            {step === 1 && (
              <p className="mt-2 text-muted">
                Tap a treatment to add it to your booking, and tap it again to take it out. You can book several in one
                visit.
              </p>
            )}
            {step === 2 && basket && (
              <p className="mt-2 text-muted">
                Free times for your {basket.lines.length === 1 ? "treatment" : `${basket.lines.length} treatments`} in one
                visit, over the next 8 weeks.
              </p>
            )}
            {step === 3 && <p className="mt-2 text-muted">Nearly there: tell us who's coming and we'll hold your time.</p>}
          </div>

          {step === 1 && (
            <>
              <ServicePicker items={items} onToggle={toggle} />
              {askPatchTest && (
                <PatchTestQuestion
                  value={patchTest}
                  onChange={(answer) => {
                    setPatchTest(answer);
                    setPatchTestError(undefined);
                  }}
                  error={patchTestError}
                />
              )}
            </>
          )}

          {step === 2 && (
            <>
              <DateTimePicker
                items={items}
                refresh={refresh}
                selected={slot}
                onSelect={(chosen) => {
                  setSlot(chosen);
                  if (chosen) setSlotError(undefined);
                }}
              />
              <div role="alert" className="empty:hidden">
                {slotError && !slot && <p className="font-medium text-red-700">{slotError}</p>}
              </div>
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
                <button type="button" onClick={() => goTo(1)} className="btn-secondary">
                  <ArrowLeft aria-hidden="true" size={18} />
                  Back
                </button>
                <button type="button" onClick={continueToDetails} className="btn-primary">
                  Continue
                  <ArrowRight aria-hidden="true" size={18} />
                </button>
              </div>
            </>
          )}

          {step === 3 && basket && slot && (
            <DetailsForm
              formRef={formRef}
              details={details}
              onChange={setDetails}
              policyAccepted={policyAccepted}
              onPolicyChange={setPolicyAccepted}
              errors={errors}
              formMessage={formMessage}
              pending={pending}
              free={basket.totalPence === 0}
              onBack={() => goTo(2)}
              onSubmit={submit}
              summary={
                <p>
                  You're booking <strong>{basket.label}</strong> on <strong>{appointmentText(slot.date, slot.time)}</strong>.{" "}
                  {basket.totalPence === 0 ? (
                    <>There's nothing to pay.</>
                  ) : (
                    <>
                      Total: <strong>{formatTotal(basket.totalPence)}</strong>, paid securely by card on the next page.
                    </>
                  )}
                </p>
              }
            />
          )}
        </section>

        <aside className="lg:sticky lg:top-24">
          <BookingSummary basket={basket} slot={step > 1 ? slot : undefined}>
            {step === 1 && (
              <div className="mt-5">
                <button
                  type="button"
                  onClick={continueToTimes}
                  disabled={!basket}
                  aria-describedby={basket ? undefined : "continue-hint"}
                  className="btn-primary w-full disabled:cursor-not-allowed disabled:bg-plum-700/60"
                >
                  Continue
                  <ArrowRight aria-hidden="true" size={18} />
                </button>
                {!basket && (
                  <p id="continue-hint" className="mt-2 text-center text-sm text-muted">
                    Choose at least one treatment to continue.
                  </p>
                )}
              </div>
            )}
          </BookingSummary>
        </aside>
      </div>
    </div>
  );
}
