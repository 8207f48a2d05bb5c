import { Plus } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { lazyPart } from "~/ui/admin/lazy-part";

// The dialog (the catalogue's names and prices, the form kit, free times) comes when the button is first used.
const NewBookingDialog = lazyPart(() => import("./new-booking-dialog").then((module) => module.NewBookingDialog));

/** The Bookings tab's "New booking" button and its dialog. */
export function NewBookingButton() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" onClick={() => {
          setMounted(true);
          setOpen(true);
        }} className="btn-primary">
        <Plus aria-hidden="true" size={18} />
        New booking
      </button>
      <Suspense fallback={null}>{mounted && <NewBookingDialog open={open} onClose={() => setOpen(false)} returnFocus={() => button.current} />}</Suspense>
    </>
  );
}
