/**
 * Marketing consent under PECR (docs/decisions/0037): a separate, unticked box per channel on every form that takes
 * an address, in words kept here once with their version. Stored rows name the version and the words' id, so what a
 * person agreed to can always be shown.
 */

export type MarketingChannel = "email" | "sms";

export interface MarketingWording {
  /** Stored with each choice: which words she was shown (with MARKETING_WORDING_VERSION). */
  id: string;
  label: string;
  description: string;
}

/** Raise it whenever the words below change; earlier versions stay readable in pastMarketingWordings. */
export const MARKETING_WORDING_VERSION = 1;

/**
 * The channels offered, each with its box's words. Texts come later: one `sms` entry here adds its box to every
 * form, `marketingSms` to every API body, and its line to the account page and the staff views.
 */
export const marketingWordings = {
  email: {
    id: "email-news-and-offers",
    label: "Yes, email me news and offers",
    description:
      "Optional, and separate from everything else on this form: we send marketing emails only if you tick this box. Every one has a one-click unsubscribe, and you can change your mind in your account at any time.",
  },
} as const satisfies Partial<Record<MarketingChannel, MarketingWording>>;

export type OfferedChannel = keyof typeof marketingWordings;
export const offeredChannels = Object.keys(marketingWordings) as OfferedChannel[];

/** The words of versions no longer shown, by "version:id", so a stored consent can still be read as she saw it. */
export const pastMarketingWordings: Record<string, string> = {
  // The waitlist pages' box before 0037, moved into marketing_consents by migration 0029.
  "0:email-news-and-offers": "Yes, send me occasional news and offers by email",
};

/** Where a choice was made: the forms, the account page, or an unsubscribe link. */
export const marketingSources = ["booking", "contact", "waitlist", "account", "join", "unsubscribe"] as const;
export type MarketingSource = (typeof marketingSources)[number];

type FieldName<C extends string> = `marketing${Capitalize<C>}`;
export type MarketingField = FieldName<OfferedChannel>;

/** The body field for a channel, the same in JSON and in a form post: `marketingEmail: true` (or "on"). */
export const marketingField = <C extends OfferedChannel>(channel: C) => `marketing${channel[0]!.toUpperCase()}${channel.slice(1)}` as FieldName<C>;

/** The boxes ticked, as a form's parsed fields give them. */
export type MarketingChoices = Partial<Record<MarketingField, boolean>>;

export const tickedChannels = (choices: MarketingChoices): OfferedChannel[] => offeredChannels.filter((channel) => choices[marketingField(channel)] === true);

/** One channel's current choice, for the account page, staff and the privacy export. */
export interface MarketingChoiceView {
  channel: OfferedChannel;
  granted: boolean;
  /** When she last chose (ISO), or null: never asked or never ticked. */
  at: string | null;
  source: MarketingSource | null;
}

const channelNames: Record<MarketingChannel, string> = { email: "Emails", sms: "Texts" };

/** "Emails: yes (booking, …)" style words for a choice, shared by the staff views. */
export function describeMarketingChoice(view: MarketingChoiceView): string {
  const name = channelNames[view.channel];
  if (view.at === null) return `${name}: no (never agreed)`;
  return view.granted ? `${name}: yes` : `${name}: no (withdrawn)`;
}

/** The boxes ticked in a form's fields (a post's "on", JSON's true), e.g. to show them again after an error. */
export function marketingChoicesFrom(values: Partial<Record<string, unknown>>): MarketingChoices {
  return Object.fromEntries(
    offeredChannels.map((channel) => {
      const value = values[marketingField(channel)];
      return [marketingField(channel), value === true || value === "on" || value === "true"];
    }),
  ) as MarketingChoices;
}

/** A parsed form's fields where the marketing boxes may be left out (a caller in code means unticked). */
export type WithMarketing<T> = Omit<T, MarketingField> & MarketingChoices;

/**
 * The outbox kinds that are marketing: a withdrawal drops those still queued for her. Confirmations, reminders and
 * receipts are service messages and always go.
 */
export const marketingEmailKinds: readonly string[] = ["early-access", "review-request"];
