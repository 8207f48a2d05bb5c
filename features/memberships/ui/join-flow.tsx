import { CircleCheck, LoaderCircle, ShieldCheck } from "lucide-react";
import { MarketingOptIn, marketingChoicesFrom } from "~/features/marketing";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { FormError } from "~/ui/forms/form-error";
import { TextField } from "~/ui/forms/text-field";
import { CardStep } from "~/features/payments";
import { send } from "~/ui/runtime/send";
import type { FieldErrors } from "~/lib/forms";
import { formatTotal } from "~/lib/money";
import type { JoinPageData } from "../pages/join-page";
import type { JoinAnswer } from "../membership-status";
import { joinPath } from "../membership-copy";

type Step = { at: "details" } | { at: "pay"; answer: JoinAnswer; email: string } | { at: "done"; email: string | null; processing: boolean };

const unreachable = "We couldn't reach the studio just now. Please check your connection and try again.";
const declined = "Your card was declined and nothing was charged. Please try another card.";

/** The welcome: her account opens only through the emailed link (joining proves the card, not the address). */
function Joined({ tierName, email, processing }: { tierName: string; email: string | null; processing: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid justify-items-center gap-4 text-center" data-joined="">
      <CircleCheck aria-hidden="true" size={56} className="text-plum-700" />
      <h2 ref={heading} tabIndex={-1} className="text-3xl font-semibold outline-none">
        {processing ? "Your payment is being confirmed" : `Welcome to the Dreams Club ${tierName}!`}
      </h2>
      <p className="max-w-xl text-lg">
        {processing
          ? "Your bank is still confirming your first payment. As soon as it does, your membership starts and we'll email you."
          : "Your first month is paid and your membership has started."}
      </p>
      <p className="max-w-xl text-muted">
        {email ? `We're emailing ${email}` : "We're emailing you"} a welcome with your membership's details and a link that signs you in
        to your account, where you'll see your included treatments and bookings.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <a href="/book" className="btn-primary">
          Book a treatment
        </a>
        <a href="/account/sign-in" className="btn-secondary">
          Sign in to your account
        </a>
      </div>
    </div>
  );
}

/**
 * The join page's island: her name and email, then the first month's payment with the checkout's card step (the
 * demo card form or Stripe's Payment Element), then the welcome. The amount is the server's (POST /dreams-club/join, as /api/memberships for other clients).
 */
export function JoinFlow({ page, payee }: { page: JoinPageData; payee: string }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const [step, setStep] = useState<Step>(
    page.returned === "succeeded" || page.returned === "processing" ? { at: "done", email: null, processing: page.returned === "processing" } : { at: "details" },
  );
  const [form, setForm] = useState({ name: "", email: page.signedInEmail ?? "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | undefined>(page.returned === "failed" ? declined : undefined);
  const [signInHint, setSignInHint] = useState(false);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors({});
    setMessage(undefined);
    setSignInHint(false);
    const marketing = marketingChoicesFrom(formRef.current ? Object.fromEntries(new FormData(formRef.current)) : {});
    const answer = await send<JoinAnswer>("/dreams-club/join", { method: "POST", body: { tier: page.tier.id, ...form, ...marketing } });
    setPending(false);
    if (answer.ok) {
      setStep({ at: "pay", answer: answer.data, email: form.email });
      return;
    }
    const fieldErrors = answer.fieldErrors ?? {};
    flushSync(() => {
      setErrors(fieldErrors);
      setMessage(answer.status === 0 ? unreachable : answer.message);
      setSignInHint(answer.status === 409);
    });
    const first = (["name", "email"] as const).find((name) => fieldErrors[name]?.length);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  if (step.at === "done") return <Joined tierName={page.tier.name} email={step.email} processing={step.processing} />;

  if (step.at === "pay") {
    const { answer } = step;
    const amountLabel = formatTotal(answer.amount);
    const paid = () => setStep({ at: "done", email: step.email, processing: false });
    const failed = (text: string | undefined) => setMessage(text ?? declined);
    return (
      <section aria-labelledby="join-payment-title" className="grid gap-5">
        <div>
          <h2 id="join-payment-title" className="flex items-center gap-2 text-2xl font-semibold">
            <ShieldCheck aria-hidden="true" size={24} className="text-plum-700" />
            Your first month
          </h2>
          <p className="mt-2 text-muted">
            Pay {amountLabel} now for your first month of {page.tier.name}. After that, {amountLabel} is taken each month on the same day.
          </p>
        </div>
        <div aria-live="polite">{message && <FormError message={message} />}</div>
        <CardStep
          payment={answer}
          amountLabel={amountLabel}
          payee={payee}
          returnPath={joinPath(page.tier.id)}
          inBrowser={inBrowser}
          onPaid={paid}
          onFailed={failed}
          onPending={() => setStep({ at: "done", email: step.email, processing: true })}
          onAuthenticated={({ status }) => (status === "succeeded" ? paid() : failed(declined))}
        />
      </section>
    );
  }

  const signedIn = page.signedInEmail !== null;
  return (
    <form ref={formRef} onSubmit={start} noValidate aria-labelledby="join-details-title" className="grid gap-5">
      <h2 id="join-details-title" className="text-2xl font-semibold">
        Your details
      </h2>
      <fieldset disabled={!inBrowser || pending} className="m-0 grid min-w-0 gap-5 border-0 p-0">
        {/* A fieldset (here to disable the fields while joining) is a group, and a group needs a name (WCAG 1.3.1, 4.1.2). */}
        <legend className="sr-only">Your details</legend>
        <TextField
          name="name"
          label="Your name"
          autoComplete="name"
          required
          value={form.name}
          errors={errors.name}
          onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
        />
        <TextField
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          required
          readOnly={signedIn}
          description={signedIn ? "You're signed in, so your membership goes on this account." : "Your account and receipts use this address."}
          value={form.email}
          errors={errors.email}
          onChange={(event) => setForm({ ...form, email: event.currentTarget.value })}
        />
        <MarketingOptIn />
        <div aria-live="polite" className="grid gap-2">
          {message && <FormError message={message} />}
          {signInHint && (
            <a href="/account/sign-in" className="font-semibold text-plum-700 underline underline-offset-4">
              Sign in to your account
            </a>
          )}
        </div>
        <button type="submit" className="btn-primary w-full sm:w-auto sm:justify-self-start disabled:cursor-not-allowed disabled:opacity-85">
          {pending ? (
            <>
              <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />
              Starting your membership...
            </>
          ) : (
            `Continue to payment: ${page.tier.priceLabel}`
          )}
        </button>
      </fieldset>
    </form>
  );
}
