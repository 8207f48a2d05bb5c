import { FlaskConical } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { FormError } from "~/ui/forms/form-error";
import { TextField } from "~/ui/forms/text-field";
import type { FieldErrors } from "~/lib/forms";
import { authenticateDemoPayment, confirmDemoPayment } from "./payment-api";
import { AuthenticateDialog } from "./authenticate-dialog";
import { PayButton } from "./pay-button";

const testCards = [
  { number: "4242 4242 4242 4242", result: "succeeds" },
  { number: "4000 0000 0000 0002", result: "is declined" },
  { number: "4000 0025 0000 3155", result: "asks for authentication" },
];

const cardFields = ["cardNumber", "expiry", "cvc"] as const;

/** 4242424242424242 → "4242 4242 4242 4242", as it is typed. */
const spacedCardNumber = (value: string) =>
  value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** "1228" → "12/28"; a slash typed by the visitor is kept where it belongs. */
const formattedExpiry = (value: string) => {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

export type AuthenticationResult = { status: "succeeded" | "failed"; paymentIntentId: string };

/**
 * The built-in demo provider's card form (DESIGN section 4), clearly labelled: the server answers Stripe's test
 * cards as Stripe would, including the bank's authentication step for 4000 0025 0000 3155.
 */
export function DemoPaymentForm({
  clientSecret,
  amountLabel,
  payee,
  disabled,
  ready,
  onPaid,
  onFailed,
  onAuthenticated,
}: {
  clientSecret: string;
  amountLabel: string;
  payee: string;
  disabled: boolean;
  /** False until the page's script runs: the server's render shows the form, closed, so nothing typed is lost. */
  ready: boolean;
  onPaid: () => void;
  onFailed: (message: string | undefined) => void;
  onAuthenticated: (result: AuthenticationResult) => void;
}) {
  const [card, setCard] = useState({ cardNumber: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<string>();
  const [answering, setAnswering] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || disabled) return;
    setSubmitting(true);
    setErrors({});
    setFormMessage(undefined);
    const answer = await confirmDemoPayment({ clientSecret, ...card });
    if (answer.ok && answer.data.status === "succeeded") {
      onPaid();
      return;
    }
    setSubmitting(false);
    if (answer.ok) {
      setChallenge(answer.data.paymentIntentId);
      return;
    }
    const fieldErrors = answer.fieldErrors ?? {};
    const first = cardFields.find((name) => fieldErrors[name]?.length);
    if (answer.status === 400 && first) {
      flushSync(() => {
        setErrors(fieldErrors);
        setFormMessage(answer.message);
      });
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onFailed(answer.message);
  };

  const answerChallenge = async (approve: boolean) => {
    if (!challenge) return;
    setAnswering(true);
    const answer = await authenticateDemoPayment({ clientSecret, approve });
    if (answer.ok || answer.status === 402) {
      onAuthenticated({ status: answer.ok ? "succeeded" : "failed", paymentIntentId: challenge });
      return;
    }
    setAnswering(false);
    setChallenge(undefined);
    onFailed(answer.message);
  };

  const field = (name: (typeof cardFields)[number], format: (value: string) => string) => ({
    name,
    value: card[name],
    errors: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => setCard({ ...card, [name]: format(event.currentTarget.value) }),
  });

  return (
    <>
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="demo-payment-title" className="grid gap-5">
        <div className="rounded-2xl border-2 border-dashed border-gold-600 bg-cream p-4">
          <h3 id="demo-payment-title" className="flex items-center gap-2 text-lg font-semibold">
            <FlaskConical aria-hidden="true" size={20} className="text-gold-600" />
            Demo payments – no card is charged
          </h3>
          <p className="mt-1 text-sm text-muted">
            This studio hasn't connected a card provider yet, so payments are simulated. Use one of these test cards,
            with any future expiry date and any 3-digit CVC:
          </p>
          <ul className="mt-2 grid gap-1 text-sm">
            {testCards.map((testCard) => (
              <li key={testCard.number}>
                <span className="font-mono font-semibold text-ink">{testCard.number}</span> {testCard.result}
              </li>
            ))}
          </ul>
        </div>
        <fieldset disabled={!ready} className="m-0 grid min-w-0 gap-5 border-0 p-0">
          <legend className="sr-only">Card details</legend>
          <TextField
            {...field("cardNumber", spacedCardNumber)}
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            required
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              {...field("expiry", formattedExpiry)}
              label="Expiry (MM/YY)"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              required
            />
            <TextField
              {...field("cvc", (value) => value.replace(/\D/g, "").slice(0, 4))}
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              required
            />
          </div>
          <FormError message={formMessage} />
          <PayButton amountLabel={amountLabel} submitting={submitting} disabled={disabled} />
        </fieldset>
      </form>
      <AuthenticateDialog
        open={challenge !== undefined}
        amountLabel={amountLabel}
        payee={payee}
        working={answering}
        onAnswer={(approve) => void answerChallenge(approve)}
        onDismiss={() => setChallenge(undefined)}
      />
    </>
  );
}
