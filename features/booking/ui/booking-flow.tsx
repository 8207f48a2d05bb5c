import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { announceOnNextPage, readPendingBooking, savePendingBooking, type PendingBooking } from "~/features/booking/pages/booking-session";
import { toast } from "~/ui/toaster";
import { appointmentText } from "~/features/booking/appointment-text";
import type { Slot } from "~/features/booking/rules/times/availability";
import type { BasketItem, PricedBasket } from "~/features/booking/rules/basket";
import { bookingChoiceParams, readBookingChoice, type BookingChoice, type BookingStep } from "~/features/booking/rules/booking-choice";
import { bookingMessages } from "~/features/booking/rules/booking-messages";
import { startsInCancellationPeriod } from "~/features/booking/rules/cancellation-period";
import { toggleItem } from "~/features/booking/rules/booking-selection";
import { marketingChoicesFrom, type MarketingChoices } from "~/features/marketing";
import { ConsultationFields, consultationFieldName, consultationMessages, consultationPayload, emptyConsultation, NotEligibleNote, type ConsultationDraft } from "~/features/consultations";
import { HONEYPOT_FIELD } from "~/lib/form-messages";
import type { FieldErrors } from "~/lib/forms";
import { bookingToasts } from "./booking-toasts";
import { BookingConfirmation, type ConfirmedBooking } from "./checkout/booking-confirmation";
import { BookingSummary } from "./booking-summary";
import { DetailsForm, emptyDetails, type BookingDetails } from "./details-form";
import { EarlyAccessNote } from "./early-access-note";
import { HeldOfferNote } from "./held-offer-note";
import { PatchTestQuestion, PatchTestTime } from "./patch-test-question";
import { ServicePicker } from "./service-picker";
import { StepIndicator } from "./step-indicator";
import { ContinueToTimes } from "./steps/continue-to-times";
import { BookingSentence, SlotTakenNotice } from "./steps/details-step-parts";
import { HeldBookingNote } from "./steps/held-booking-note";
import { priceFromMenu } from "./steps/menu-basket";
import { StepIntro } from "./steps/step-intro";
import { TimeStep } from "./steps/time-step";
import { useBookAddress, type BookIslandProps } from "./use-book-address";
import { bookingRequestOf, pendingBookingOf, refusalOf } from "./booking-request";

const stepNumber: Record<BookingStep, 1 | 2 | 3> = { services: 1, time: 2, details: 3 };

const toasts = { submitted: bookingToasts.submitted, held: bookingToasts.held, booked: bookingToasts.booked, failed: bookingToasts.bookingFailed };

/** Field order on the page, so focus goes to the first field with a message. */
const detailFields = ["name", "email", "phone", "notes", "policyAccepted", "earlyStartRequested"] as const;

const holdActive = (booking: PendingBooking) => booking.holdExpiresAt !== null && Date.parse(booking.holdExpiresAt) > Date.now();

/**
 * The three booking steps (DESIGN section 3): choose treatments, pick a real free time, then details and consent.
 * The choice (treatments, patch-test answer, step, date and time) lives in the URL, so reload and Back keep it; the
 * loader answers with the free times for it, and the page's action holds the time. Payment follows on /checkout.
 * This is the page's island (decision 0017): use-book-address.ts keeps the address and the loader's data.
 */
export function BookingFlow(props: BookIslandProps) {
  const { search, page, navigation, revalidation, revalidate, navigate, submit: post, action } = useBookAddress(props);
  const choice = readBookingChoice(new URLSearchParams(search));
  const { items, step: stepName } = choice;
  // The radio answers at once; the URL follows (a navigation, so a moment later) and wins on Back and reload.
  const [patchTest, setPatchTest] = useState(choice.patchTest);
  useEffect(() => setPatchTest(choice.patchTest), [choice.patchTest]);
  // So is the practitioner's; the times shown are the loader's, for page.practitioner, until hers arrive.
  const [practitioner, setPractitioner] = useState(page.practitioner ?? undefined);
  useEffect(() => setPractitioner(page.practitioner ?? undefined), [page.practitioner]);
  const named = page.practitioner ? page.practitioners?.find((member) => member.id === page.practitioner) : undefined;
  const step = stepNumber[stepName];
  const [patchTestError, setPatchTestError] = useState<string>();
  const [patchTestStart, setPatchTestStart] = useState<string>();
  const [patchTimeError, setPatchTimeError] = useState<string>();
  const [slotError, setSlotError] = useState<string>();
  // Signed in, her details are filled in for her (WCAG 3.3.7); she may still change them.
  const [details, setDetails] = useState<BookingDetails>(() => (page.known ? { ...emptyDetails, ...page.known } : emptyDetails));
  const [policyAccepted, setPolicyAccepted] = useState(false);
  const [earlyStartRequested, setEarlyStartRequested] = useState(false);
  // Read from the form at submit (plain boxes), kept so a step back and forth shows them as she left them.
  const [marketing, setMarketing] = useState<MarketingChoices>({});
  const [textsOk, setTextsOk] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string>();
  const [confirmed, setConfirmed] = useState<ConfirmedBooking>();
  // A treatment's consultation (DESIGN 11): her answers as typed, and the reasons when they rule her out.
  const [consultation, setConsultation] = useState<ConsultationDraft>(emptyConsultation);
  const [notEligible, setNotEligible] = useState<{ reasons: string[]; suggestion: NonNullable<typeof page.consultationForm>["suggestion"] }>();
  const notEligibleHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (notEligible) notEligibleHeading.current?.focus();
  }, [notEligible]);
  const [held, setHeld] = useState<PendingBooking>();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const movedStep = useRef(false);
  const pending = action.state !== "idle";
  const sent = useRef<{ basket: PricedBasket; slot: Slot; request: { notes?: string } }>(undefined);

  const basket = useMemo(() => priceFromMenu(page.menu, items), [page.menu, items]);
  const askPatchTest = items.some((item) => page.menu.find((service) => service.id === item.id)?.needsPatchTestAnswer);
  const slots = page.availability?.state === "ready" ? page.availability.slots : undefined;
  const slot = choice.date && choice.time ? slots?.find((free) => free.date === choice.date && free.time === choice.time) : undefined;
  const patchSlot = page.patchTestSlots?.find((free) => free.start === patchTestStart);
  // A paid treatment inside the 14-day cancellation period needs her request to start early, her membership's
  // included one too (it is paid, by the membership); the server decides by its own clock and answers
  // early-start-required if this page's clock judged otherwise.
  const paidTreatment = items.some((item) => page.menu.some((service) => service.id === item.id && (service.pricePence > 0 || service.included)));
  const askEarlyStart = Boolean(paidTreatment && slot && startsInCancellationPeriod(slot.start, new Date()));

  // A change builds on the last choice asked for, not only the URL shown: while a change waits for its loader (a
  // new basket's times), a second click must not drop the first (a quick Cloud Wax then Dream Shade kept one).
  const intended = useRef(choice);
  if (navigation === "idle") intended.current = choice;

  /** A new choice replaces the URL; a new step adds to the history, so Back goes to the step before. */
  const update = (change: Partial<BookingChoice>, { newStep = false } = {}) => {
    intended.current = { ...intended.current, ...change };
    navigate(bookingChoiceParams(intended.current), { replace: !newStep });
  };

  // Back from checkout: show the details given, and the time still held for them.
  useEffect(() => {
    const saved = readPendingBooking();
    if (!saved) return;
    // Session storage exists only in the browser, so this waits for hydration.
    setDetails({ name: saved.name, email: saved.email, phone: saved.phone, notes: saved.notes ?? "" });
    if (holdActive(saved)) setHeld(saved);
  }, []);

  // A new step is announced by moving focus to its heading (not on first load).
  useEffect(() => {
    if (!movedStep.current) return;
    stepHeading.current?.focus();
  }, [step]);

  const goTo = (next: BookingStep, change: Partial<BookingChoice> = {}) => {
    movedStep.current = true;
    update({ ...change, step: next }, { newStep: true });
  };

  const toggle = (item: BasketItem) => {
    const isCourse = (chosen: BasketItem) =>
      chosen.type === "package" && (page.menu.find((service) => service.id === chosen.id)?.packages[chosen.packageIndex ?? -1]?.sessions ?? 1) > 1;
    const next = toggleItem(intended.current.items, item, isCourse);
    const stillAsked = next.some((chosen) => page.menu.find((service) => service.id === chosen.id)?.needsPatchTestAnswer);
    if (!stillAsked) setPatchTestError(undefined);
    update({ items: next, patchTest: stillAsked ? patchTest : undefined, practitioner: undefined, date: undefined, time: undefined });
  };

  const continueToTimes = () => {
    if (!basket) return;
    if (askPatchTest && !patchTest) {
      flushSync(() => setPatchTestError(bookingMessages.patchTest));
      document.getElementById("patch-test-question")?.querySelector<HTMLInputElement>("input")?.focus();
      return;
    }
    goTo("time");
  };

  const continueToDetails = () => {
    // The time just chosen may still be on its way to the URL: read the choice asked for.
    const { date, time } = intended.current;
    if (!slots?.some((free) => free.date === date && free.time === time)) {
      setSlotError(bookingMessages.time);
      return;
    }
    goTo("details");
  };

  const showFieldErrors = (fieldErrors: FieldErrors, message: string) => {
    flushSync(() => {
      setErrors(fieldErrors);
      setFormMessage(message);
    });
    const first = detailFields.find((name) => fieldErrors[name]?.length) ?? Object.keys(fieldErrors).find((name) => name.startsWith("consultation.") && fieldErrors[name]?.length);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const backToTimes = (message: string) => {
    toast({ title: toasts.failed.title, description: message, variant: "destructive" });
    goTo("time", { date: undefined, time: undefined });
    void revalidate();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!basket || !slot || pending) return;
    if (askPatchTest && patchTest === "booked" && !patchSlot) {
      setPatchTimeError(bookingMessages.patchTestTime);
      document.getElementById("patch-test-time")?.focus();
      return;
    }
    setPatchTimeError(undefined);
    setErrors({});
    setFormMessage(undefined);
    const form = page.consultationForm;
    // Her consent to the treatment is her typed name: asked here before anything is sent (the API leaves it optional).
    if (form && !consultation.atStudio && consultation.consentName.trim() === "") {
      return showFieldErrors({ [consultationFieldName("consentName")]: [consultationMessages.consentName] }, consultationMessages.consentName);
    }
    const formData = formRef.current ? new FormData(formRef.current) : undefined;
    const honeypot = formData?.get(HONEYPOT_FIELD) ?? null;
    const marketingChoices = marketingChoicesFrom(formData ? Object.fromEntries(formData) : {});
    setMarketing(marketingChoices);
    const textsChosen = formData?.get("textsOk") === "on";
    setTextsOk(textsChosen);
    const request = bookingRequestOf({
      details,
      basket,
      slot,
      items,
      policyAccepted,
      earlyStart: askEarlyStart ? earlyStartRequested : undefined,
      practitionerId: named?.id,
      marketing: marketingChoices,
      textsOk: textsChosen,
      patchTest: askPatchTest ? patchTest : undefined,
      patchSlot: askPatchTest && patchTest === "booked" ? patchSlot : undefined,
      // Only a link the page found good: a spent or expired one must not stop her booking as everyone may.
      access: choice.access && page.earlyAccess?.state === "valid" ? choice.access : undefined,
      offer: choice.offer && page.heldOffer ? choice.offer : undefined,
      honeypot: typeof honeypot === "string" ? honeypot : "",
      consultation: form ? consultationPayload(form, consultation) : undefined,
    });
    sent.current = { basket, slot, request };
    void post(request);
  };

  // The action's answer: on to checkout, the free booking's confirmation, or back to the step that needs fixing.
  const answer = action.data;
  useEffect(() => {
    if (!answer || action.state !== "idle" || !sent.current) return;
    const { basket: booked, slot: time, request } = sent.current;
    sent.current = undefined;
    if (answer.ok) {
      // Free (a patch test alone) or wholly included in her membership: booked, with nothing to pay.
      if (answer.duePence === 0) {
        const when = appointmentText(time.date, time.time);
        // Her membership paid it, so it is booked; a free patch test alone waits for staff to confirm it.
        toast(answer.memberPence > 0 ? toasts.booked(when) : toasts.submitted);
        setConfirmed({
          id: answer.id,
          label: booked.label,
          when,
          manageHref: answer.manageHref,
          practitioner: answer.practitioner,
          included: answer.memberPence > 0,
        });
        return;
      }
      savePendingBooking(pendingBookingOf({ id: answer.id, totalPence: answer.totalPence, holdExpiresAt: answer.holdExpiresAt }, { details, basket: booked, slot: time, notes: request.notes, items, patchTest }));
      announceOnNextPage(toasts.held);
      // A full page load: /checkout's security policy is the one that lets the card provider's script run.
      window.location.assign(`/checkout?booking=${encodeURIComponent(answer.id)}`);
      return;
    }
    const refusal = refusalOf(answer, detailFields);
    switch (refusal.to) {
      case "times":
        return backToTimes(refusal.message);
      case "patch-time":
        setPatchTimeError(refusal.message);
        void revalidate();
        document.getElementById("patch-test-time")?.focus();
        return;
      case "form":
        setFormMessage(refusal.message);
        if (refusal.revalidate) void revalidate();
        return;
      case "fields":
        return showFieldErrors(refusal.fieldErrors, refusal.message);
      case "services":
        toast({ title: toasts.failed.title, description: refusal.message, variant: "destructive" });
        setPatchTestError(refusal.patchTestError);
        goTo("services");
        return;
      case "practitioner":
        toast({ title: toasts.failed.title, description: refusal.message, variant: "destructive" });
        goTo("time", { practitioner: undefined, date: undefined, time: undefined });
        return;
      case "toast":
        toast({ title: toasts.failed.title, description: refusal.message, variant: "destructive" });
        return;
      case "not-eligible":
        setNotEligible({ reasons: refusal.reasons, suggestion: refusal.suggestion });
        return;
      case "unknown":
        break;
    }
    toast({ title: toasts.failed.title, description: toasts.failed.description, variant: "destructive" });
    // Runs once per answer; the handlers read the state of the moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, action.state]);

  const reset = () => {
    setPatchTestError(undefined);
    setSlotError(undefined);
    setDetails(emptyDetails);
    setPolicyAccepted(false);
    setEarlyStartRequested(false);
    setErrors({});
    setFormMessage(undefined);
    setConfirmed(undefined);
    setHeld(undefined);
    setConsultation(emptyConsultation);
    setNotEligible(undefined);
    goTo("services", { items: [], patchTest: undefined, practitioner: undefined, date: undefined, time: undefined });
  };

  if (confirmed) return <BookingConfirmation booking={confirmed} arriveEarly={page.arriveEarly} onReset={reset} />;

  return (
    <div className="grid gap-8">
      <StepIndicator current={step} />
      {page.earlyAccess && <EarlyAccessNote note={page.earlyAccess} />}
      {page.heldOffer && <HeldOfferNote heldUntil={page.heldOffer.heldUntil} />}
      {held && <HeldBookingNote held={held} />}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="booking-step-title" className="grid gap-6">
          <StepIntro step={step} basket={basket} settings={page.settings} headingRef={stepHeading} />

          {step === 1 && (
            <>
              <ServicePicker menu={page.menu} waitlists={page.waitlists} items={items} onToggle={toggle} />
              {askPatchTest && (
                <PatchTestQuestion
                  value={patchTest}
                  timing={page.patchTestTiming}
                  onChange={(answer) => {
                    setPatchTest(answer);
                    update({ patchTest: answer });
                    setPatchTestError(undefined);
                  }}
                  error={patchTestError}
                />
              )}
            </>
          )}

          {step === 2 && (
            <TimeStep
              page={page}
              loading={revalidation !== "idle" || practitioner !== (page.practitioner ?? undefined)}
              onRetry={() => void revalidate()}
              practitioner={practitioner}
              onPractitioner={(chosen) => {
                setPractitioner(chosen);
                setSlotError(undefined);
                update({ practitioner: chosen, time: undefined });
              }}
              chosenDate={choice.date}
              slot={slot}
              slotError={slotError}
              onSelect={(chosen) => {
                update({ date: chosen?.date, time: chosen?.time });
                if (chosen) setSlotError(undefined);
              }}
              onDay={(date) => update({ date, time: undefined })}
              onBack={() => goTo("services")}
              onContinue={continueToDetails}
            />
          )}

          {step === 3 && !slot && <SlotTakenNotice onChooseTime={() => goTo("time", { date: undefined, time: undefined })} />}
          {step === 3 && basket && slot && askPatchTest && patchTest === "booked" && (
            <div className="mb-6">
              <PatchTestTime
                slots={page.patchTestSlots}
                value={patchSlot?.start}
                onChange={(start) => {
                  setPatchTestStart(start || undefined);
                  setPatchTimeError(undefined);
                }}
                error={patchTimeError}
                describe={appointmentText}
              />
            </div>
          )}
          {step === 3 && basket && slot && notEligible && <NotEligibleNote reasons={notEligible.reasons} suggestion={notEligible.suggestion} headingRef={notEligibleHeading} onBack={() => setNotEligible(undefined)} />}
          {step === 3 && basket && slot && !notEligible && (
            <DetailsForm
              formRef={formRef}
              details={details}
              onChange={setDetails}
              policyAccepted={policyAccepted}
              onPolicyChange={setPolicyAccepted}
              marketing={marketing}
              textsOk={textsOk}
              errors={errors}
              formMessage={formMessage}
              pending={pending}
              free={basket.totalPence === 0}
              earlyStart={askEarlyStart ? { requested: earlyStartRequested, onChange: setEarlyStartRequested } : undefined}
              onBack={() => goTo("time")}
              onSubmit={submit}
              summary={<BookingSentence basket={basket} slot={slot} practitioner={named?.name} />}
              consultation={page.consultationForm && <ConsultationFields form={page.consultationForm} draft={consultation} onChange={setConsultation} errors={errors} />}
            />
          )}
        </section>

        <aside className="lg:sticky lg:top-24">
          <BookingSummary basket={basket} slot={step > 1 ? slot : undefined}>
            {step === 1 && <ContinueToTimes ready={basket !== undefined} onContinue={continueToTimes} />}
          </BookingSummary>
        </aside>
      </div>
    </div>
  );
}
