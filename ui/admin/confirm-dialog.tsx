import * as Dialog from "@radix-ui/react-dialog";
import { LoaderCircle } from "lucide-react";
import { useRef, type ReactNode } from "react";

/**
 * Asks before an action that cannot be undone. Focus starts on the safe choice; when the dialog closes it returns
 * to `returnFocus()` (the button that opened it, or the nearest thing still on the page if that button is gone).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  keepLabel,
  working,
  onConfirm,
  onClose,
  returnFocus,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  working: boolean;
  onConfirm: () => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
}) {
  const keepButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !working && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-plum-900/60" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            keepButton.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus()?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[61] max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="font-display text-2xl font-semibold text-plum-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-2 text-ink">{children}</div>
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button ref={keepButton} type="button" disabled={working} onClick={onClose} className="btn-secondary disabled:opacity-70">
              {keepLabel}
            </button>
            <button
              type="button"
              disabled={working}
              onClick={onConfirm}
              className="btn bg-red-800 text-white hover:bg-red-900 disabled:cursor-wait disabled:opacity-85"
            >
              {working && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
