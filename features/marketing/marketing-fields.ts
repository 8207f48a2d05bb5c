import { fields } from "~/lib/forms";
import { marketingField, offeredChannels, type MarketingField } from "./marketing-consent";

// Apart from the words and choices: this needs Zod, and the booking page's script (which shows the boxes but never
// validates them) must not carry it (tests/build/booking-bundle.test.ts).
/** What every public form's schema adds: one optional checkbox per offered channel, unticked unless sent as true. */
export const marketingFields = Object.fromEntries(offeredChannels.map((channel) => [marketingField(channel), fields.checkbox])) as Record<
  MarketingField,
  typeof fields.checkbox
>;

