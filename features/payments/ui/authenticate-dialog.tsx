import * as Dialog from "@radix-ui/react-dialog";
import { LoaderCircle, ShieldCheck } from "lucide-react";

/**
 * The demo provider's stand-in for a bank's 3-D Secure challenge (card 4000 0025 0000 3155): the visitor plays the
 * bank and approves or fails it. A Radix dialog, so focus is trapped inside and returns to the Pay button after.
 */
export function AuthenticateDialog({
  open,
  amountLabel,
  payee,
  working,
  onAnswer,
  onDismiss,
}: {
  open: boolean;
  amountLabel: string;
  payee: string;
  working: boolean;
  onAnswer: (approve: boolean) => void;
  onDismiss: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !working && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-plum-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[61] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl focus:outline-none">
          <ShieldCheck aria-hidden="true" size={32} className="text-plum-700" />
          <Dialog.Title className="mt-3 font-display text-2xl font-semibold text-plum-900">Authenticate this payment</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink">
            Your bank would like you to confirm a payment of <strong>{amountLabel}</strong> to {payee}. This is a demo:
            choose how the bank answers.
          </Dialog.Description>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <button type="button" disabled={working} onClick={() => onAnswer(false)} className="btn-secondary disabled:opacity-70">
              Fail authentication
            </button>
            <button type="button" disabled={working} onClick={() => onAnswer(true)} className="btn-primary disabled:opacity-85">
              {working && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
              Complete authentication
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
