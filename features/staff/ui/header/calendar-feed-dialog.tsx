import * as Dialog from "@radix-ui/react-dialog";
import { Copy, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { toast } from "~/ui/toaster";
import type { BookingAdminServer } from "~/features/booking/admin";
import { useFetcherDone } from "~/ui/admin/use-fetcher-done";

/**
 * Her own private calendar feed (docs/decisions/0052): turned on, its address is shown once to copy into her phone's
 * calendar; a new address retires the old; off, the address answers nothing. First names and services only.
 */
export function CalendarFeedDialog({ on, open, onClose, returnFocus }: { on: boolean; open: boolean; onClose: () => void; returnFocus: () => HTMLElement | null | undefined }) {
  const fetcher = useFetcher<BookingAdminServer["calendarFeed"]>();
  const [url, setUrl] = useState<string>();
  // The loader's word until she changes it here; the page's data reloads after each change too.
  const [isOn, setOn] = useState(on);
  const address = useRef<HTMLInputElement>(null);
  const working = fetcher.state !== "idle";
  // Shown once: closing the dialog forgets the address.
  useEffect(() => {
    if (!open) setUrl(undefined);
  }, [open]);
  useFetcherDone(fetcher, (answer) => {
    if (!answer.ok) {
      toast({ title: "Not changed", description: answer.message, variant: "destructive" });
      return;
    }
    setUrl(answer.url);
    setOn(Boolean(answer.url));
    if (!answer.url) toast({ title: "Calendar feed off", description: "Its address no longer shows your appointments." });
    requestAnimationFrame(() => address.current?.select());
  });
  const send = (intent: "renew" | "off") => void fetcher.submit({ intent }, { method: "post", action: "/admin/calendar-feed", encType: "application/json" });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Address copied", description: "Paste it into your calendar app as a subscription." });
    } catch {
      address.current?.select();
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !working && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-plum-900/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus()?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[61] max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="font-display text-2xl font-semibold text-plum-900">Your calendar feed</Dialog.Title>
          <Dialog.Description className="mt-3 text-ink">
            Your appointments to come, in your phone's calendar: it checks for changes every 15 minutes. It shows each client's first name and the service only. Anyone with the address can see it, so keep it to yourself.
          </Dialog.Description>
          <div className="mt-4 grid gap-3" aria-live="polite">
            {url ? (
              <>
                <label htmlFor="feed-address" className="font-medium">
                  Your feed's address (shown this once)
                </label>
                <div className="flex gap-2">
                  <input id="feed-address" ref={address} readOnly value={url} className="min-h-11 w-full min-w-0 rounded-xl border border-blush-200 px-3 font-mono text-sm" />
                  <button type="button" className="btn-secondary shrink-0" onClick={() => void copy()}>
                    <Copy aria-hidden="true" size={18} />
                    Copy
                  </button>
                </div>
                <p className="text-sm text-muted">On an iPhone: Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar. In Google Calendar on a computer: Other calendars, From URL.</p>
              </>
            ) : (
              <p>{isOn ? "Your feed is on. Its address was shown when you made it: make a new one if you have lost it (the old one stops working)." : "Your feed is off."}</p>
            )}
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" disabled={working} className="btn-secondary disabled:opacity-70">
                Close
              </button>
            </Dialog.Close>
            {isOn && (
              <button type="button" disabled={working} className="btn-secondary disabled:opacity-70" onClick={() => send("off")}>
                Turn off
              </button>
            )}
            <button type="button" disabled={working} className="btn-primary disabled:cursor-wait disabled:opacity-85" onClick={() => send("renew")}>
              {working && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
              {isOn ? "Make a new address" : "Turn on"}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
