import * as Dialog from "@radix-ui/react-dialog";
import { CircleAlert, LoaderCircle } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A dialog holding a short form (cancel, refund, move, new booking). Focus starts on the first field; after a
 * refused submit it moves to the first invalid field, or to the message when no field is to blame; Escape or the
 * close button leave (not while saving), and focus returns to `returnFocus()` (the button that opened it, or the
 * nearest thing still on the page if that button is gone).
 */
export function FormDialog({
  open,
  title,
  description,
  children,
  submitLabel,
  action: { working, message: error, attempt },
  onSubmit,
  onClose,
  returnFocus,
  destructive = false,
  wide = false,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  children: ReactNode;
  submitLabel: string;
  /**
   * The round trip (useDialogAction): `working` while it is out; `message`, the server's refusal, shown above the
   * buttons and announced; `attempt` counts answered submits, so focus moves after each refusal, even a repeated one.
   */
  action: { working: boolean; message: string | undefined; attempt: number };
  onSubmit: (form: FormData) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
  destructive?: boolean;
  wide?: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? message.current)?.focus();
  }, [attempt]);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !working && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-plum-900/60" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            form.current?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus()?.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-[61] max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] ${wide ? "max-w-2xl" : "max-w-md"} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-xl focus:outline-none`}
        >
          <Dialog.Title className="font-display text-2xl font-semibold text-plum-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-2 text-ink">{description}</div>
          </Dialog.Description>
          <form
            ref={form}
            noValidate
            aria-busy={working}
            onSubmit={(event) => {
              event.preventDefault();
              if (!working) onSubmit(new FormData(event.currentTarget));
            }}
            className="mt-4 grid gap-4"
          >
            {children}
            <p ref={message} tabIndex={-1} role="alert" className="empty:hidden focus:outline-none">
              {error && (
                <span className="flex items-start gap-1.5 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                  <CircleAlert aria-hidden="true" className="mt-0.5 shrink-0" size={16} />
                  {error}
                </span>
              )}
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" disabled={working} className="btn-secondary disabled:opacity-70">
                  Close
                </button>
              </Dialog.Close>
              <button
                type="submit"
                disabled={working}
                className={`${destructive ? "btn bg-red-800 text-white hover:bg-red-900" : "btn-primary"} disabled:cursor-wait disabled:opacity-85`}
              >
                {working && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
                {submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
