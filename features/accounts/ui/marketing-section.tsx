import { Mail } from "lucide-react";
import { MarketingOptIn, marketingField, type MarketingChoiceView, type MarketingChoices } from "~/features/marketing";
import { formatLondonDateTime } from "~/lib/display-time";

const channelWords = { email: "emails", sms: "texts" } as const;

function stateOf({ channel, granted, at }: MarketingChoiceView): string {
  const words = channelWords[channel];
  if (!at) return `You haven't asked for marketing ${words}.`;
  return granted ? `You agreed to marketing ${words} on ${formatLondonDateTime(new Date(at))}.` : `You turned marketing ${words} off on ${formatLondonDateTime(new Date(at))}.`;
}

/**
 * Her marketing choices (docs/decisions/0037): what she agreed to and when, and the same boxes as every form to
 * change them. Unticking and saving withdraws. Emails about her own bookings and membership are not marketing and
 * still come.
 */
export function MarketingSection({ marketing, saved }: { marketing: MarketingChoiceView[]; saved: boolean }) {
  const checked: MarketingChoices = Object.fromEntries(marketing.map((choice) => [marketingField(choice.channel), choice.granted]));
  return (
    <section aria-labelledby="marketing-title" className="mt-10">
      <h2 id="marketing-title" tabIndex={-1} className="flex items-center gap-2 text-2xl font-semibold">
        <Mail aria-hidden="true" size={22} className="text-plum-700" />
        News and offers
      </h2>
      <div role="status" className="mt-2">
        {saved && <p className="font-semibold text-green-900">Your choices are saved.</p>}
      </div>
      <ul className="mt-2 grid gap-1 text-muted">
        {marketing.map((choice) => (
          <li key={choice.channel}>{stateOf(choice)}</li>
        ))}
      </ul>
      <form method="post" className="mt-4 grid max-w-2xl gap-4">
        <input type="hidden" name="intent" value="marketing" />
        <MarketingOptIn checked={checked} legend="Your choices" />
        <p className="text-sm text-muted">Emails about your bookings and membership (confirmations, reminders, receipts) always come: they aren't marketing.</p>
        <button type="submit" className="btn-secondary justify-self-start">
          Save my choices
        </button>
      </form>
    </section>
  );
}
