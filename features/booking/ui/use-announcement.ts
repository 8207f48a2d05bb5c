import { useEffect } from "react";
import { takeAnnouncement } from "~/features/booking/pages/booking-session";
import { toast } from "~/app/ui/toaster";

/** Shows the toast the previous booking page left for this one (see announceOnNextPage). */
export function useAnnouncement(): void {
  useEffect(() => {
    const announcement = takeAnnouncement();
    if (announcement) toast(announcement);
  }, []);
}
