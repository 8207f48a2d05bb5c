import { BellRing } from "lucide-react";
import { CheckboxField } from "~/ui/forms/checkbox-field";
import { FieldError } from "~/ui/forms/field-error";
import { FormError } from "~/ui/forms/form-error";
import { HoneypotField } from "~/ui/forms/honeypot-field";
import { SubmitButton } from "~/ui/forms/submit-button";
import { TextField } from "~/ui/forms/text-field";
import type { OfferGoneData, RequestPageData, RequestWords, TellMeActionData, TellMePageData } from "~/features/booking/offers/time-request-pages";

/**
 * The freed-time pages (docs/decisions/0064): plain forms that post without JavaScript. Dates are native date inputs
 * bounded by today and the horizon; the server checks them again.
 */

function RequestDetails({ request }: { request: RequestWords }) {
  return (
    <dl className="grid gap-2 rounded-3xl border border-plum-500/30 bg-white p-5 sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="font-semibold">Treatment</dt>
      <dd>{request.label}</dd>
      <dt className="font-semibold">Days</dt>
      <dd>{request.days}</dd>
      <dt className="font-semibold">Time of day</dt>
      <dd>{request.partOfDay}</dd>
      <dt className="font-semibold">Now</dt>
      <dd>{request.state.words}</dd>
    </dl>
  );
}

export function TellMeForm({ page, answer }: { page: TellMePageData; answer: TellMeActionData | undefined }) {
  if (answer?.ok) {
    return (
      <section aria-labelledby="tell-me-done" className="grid gap-5">
        <h1 id="tell-me-done" tabIndex={-1} className="text-3xl font-semibold sm:text-4xl">
          We'll tell you when a time frees
        </h1>
        <p className="text-lg">
          We've emailed {answer.request.email} a copy. When a time that matches frees up and you are first in line, we'll email you and hold it for
          you alone for {page.window}.
        </p>
        <RequestDetails request={answer.request} />
        <p>
          Changed your mind?{" "}
          <a href={answer.requestPath} className="font-semibold text-plum-700 underline">
            See or withdraw your request
          </a>{" "}
          (the same link is in your email).
        </p>
      </section>
    );
  }
  const failed = answer && !answer.ok ? answer : undefined;
  const value = (name: string, fallback = "") => failed?.values[name] ?? fallback;
  const errors = (name: string) => failed?.fieldErrors[name];
  return (
    <section aria-labelledby="tell-me-title" className="grid gap-6">
      <div className="grid gap-3">
        <p className="flex items-center gap-2 font-semibold text-plum-700">
          <BellRing aria-hidden="true" size={20} /> No time that suits?
        </p>
        <h1 id="tell-me-title" className="text-3xl font-semibold sm:text-4xl">
          Ask to be told when a time frees
        </h1>
        <p className="text-lg">
          Tell us the days and the time of day you'd like. When a matching time frees up, the first person waiting gets an email and the time is held
          for her alone for {page.window}; if she doesn't take it, it goes to the next.
        </p>
      </div>
      {page.basket ? (
        <form method="post" className="grid gap-5" noValidate>
          <FormError message={failed?.message} />
          <input type="hidden" name="items" value={page.basket.items} />
          {page.basket.practitionerId && <input type="hidden" name="practitionerId" value={page.basket.practitionerId} />}
          <p>
            <strong>Treatment:</strong> {page.basket.label}
            {page.basket.practitionerName && <> with {page.basket.practitionerName}</>} ·{" "}
            <a href={page.bookPath} className="font-semibold text-plum-700 underline">
              Back to the times
            </a>
          </p>
          <FieldError id="tell-me-items-error" message={errors("items")?.[0]} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField type="date" name="fromDate" label="From" required min={page.today} max={page.lastDay} defaultValue={value("fromDate", page.defaults.fromDate)} errors={errors("fromDate")} />
            <TextField
              type="date"
              name="toDate"
              label="To"
              required
              min={page.today}
              max={page.lastDay}
              defaultValue={value("toDate", page.defaults.toDate)}
              errors={errors("toDate")}
              description={`At most ${page.maxDays} days.`}
            />
          </div>
          <fieldset className="grid gap-2" aria-describedby={errors("partOfDay") ? "tell-me-part-error" : undefined}>
            <legend className="mb-1 font-medium">
              Time of day
              <span aria-hidden="true" className="ml-0.5 text-plum-700">
                *
              </span>
            </legend>
            {page.partsOfDay.map((part) => (
              <label key={part.value} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input type="radio" name="partOfDay" value={part.value} required defaultChecked={value("partOfDay") === part.value} className="h-5 w-5 accent-plum-700" />
                <span>
                  {part.label} <span className="text-muted">({part.hours}, the appointment's start)</span>
                </span>
              </label>
            ))}
            <FieldError id="tell-me-part-error" message={errors("partOfDay")?.[0]} />
          </fieldset>
          <TextField name="name" label="Your name" required autoComplete="name" defaultValue={value("name")} errors={errors("name")} />
          <TextField type="email" name="email" label="Email" required autoComplete="email" defaultValue={value("email")} errors={errors("email")} />
          <TextField type="tel" name="phone" label="Mobile (optional)" autoComplete="tel" defaultValue={value("phone")} errors={errors("phone")} />
          <CheckboxField name="textsOk" label="Text me too when a time frees" defaultChecked={value("textsOk") === "on"} errors={errors("textsOk")} />
          <HoneypotField />
          <div>
            <SubmitButton pendingLabel="Sending...">Tell me when a time frees</SubmitButton>
          </div>
        </form>
      ) : (
        <p role="alert" className="rounded-3xl border border-red-700 bg-red-50 p-5 font-medium text-red-800">
          {page.basketMessage}{" "}
          <a href="/book" className="underline">
            Choose a treatment
          </a>
        </p>
      )}
    </section>
  );
}

export function RequestPanel({ page }: { page: RequestPageData }) {
  return (
    <section aria-labelledby="request-title" className="grid gap-5">
      <h1 id="request-title" className="text-3xl font-semibold sm:text-4xl">
        {page.justWithdrawn ? "Your request is withdrawn" : "Your request to be told"}
      </h1>
      {page.justWithdrawn && (
        <p role="status" className="text-lg">
          We won't offer you any more times for it.
        </p>
      )}
      <RequestDetails request={page.request} />
      {!page.withdrawn && page.request.state.state !== "booked" && page.request.state.state !== "expired" && (
        <form method="post">
          <button type="submit" className="btn-secondary">
            Withdraw my request
          </button>
        </form>
      )}
      <p>
        <a href={page.bookPath} className="font-semibold text-plum-700 underline">
          See the free times
        </a>
      </p>
    </section>
  );
}

export function OfferGone({ page }: { page: OfferGoneData }) {
  return (
    <section aria-labelledby="offer-gone-title" className="grid gap-5">
      <h1 id="offer-gone-title" className="text-3xl font-semibold sm:text-4xl">
        {page.message}
      </h1>
      <p className="text-lg">Its window has passed or it has been booked. If you are still waiting for a time, we'll keep looking for you.</p>
      <p>
        <a href={page.bookPath} className="btn-primary">
          See the free times
        </a>
      </p>
    </section>
  );
}
