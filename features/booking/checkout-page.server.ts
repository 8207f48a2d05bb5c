import type { AppLoadContext } from "react-router";
import { bookingSettingsCopy, type BookingSettingsCopy } from "./booking-settings";

/**
 * /checkout's loader: the settings the page states (how long a time is held). The payment itself is still set up
 * from the browser through POST /api/create-payment-intent (see the report on issue 9: moving it to this loader and
 * the demo card to an action is the next step).
 */
export function checkoutPageLoader({ context }: { context: AppLoadContext }): { settings: BookingSettingsCopy } {
  return { settings: bookingSettingsCopy(context.bookingSettings) };
}
