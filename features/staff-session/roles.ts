/**
 * What each member of the team may do (DESIGN section 10, docs/decisions/0051). The server checks an ability on every
 * staff API route and page action; the dashboard reads the same table only to hide what a role cannot use.
 */
export const staffRoles = ["owner", "reception", "practitioner"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = { owner: "Owner", reception: "Reception", practitioner: "Practitioner" };

const everyone = ["owner", "reception", "practitioner"] as const;
const desk = ["owner", "reception"] as const;
const owner = ["owner"] as const;

export const abilities = {
  /** The diary and a booking's card: a practitioner sees her own column and her own bookings only. */
  diary: everyone,
  /** Book (walk-ins too), move, cancel and mark any booking; record a payment taken at the desk. */
  bookings: desk,
  /** Client records: a practitioner sees the clients she has treated or will treat. */
  clients: everyone,
  /**
   * A patch test's result, recorded by who did it (a practitioner on her own appointments) or the owner; a reaction
   * cancels the treatment it stops with a full refund, the studio's rule and not a refund she chooses (0058).
   */
  "patch-tests": ["owner", "practitioner"],
  /**
   * A client's health answers and treatment consents (special-category data, docs/decisions/0059): her practitioner
   * (for her own clients, as `clients` limits her) and the owner; never the desk.
   */
  "health-answers": ["owner", "practitioner"],
  /** The front desk: messages, the waitlist, vouchers, memberships, the outbox. */
  desk,
  /** Refunds up to what the cancellation policy gives; beyond it needs `refunds-beyond-policy`. */
  refunds: desk,
  "refunds-beyond-policy": owner,
  /** Breaks and leave for anyone on the team. */
  "time-off": desk,
  /** Prices, services, studio facts, opening hours, closures. */
  catalogue: owner,
  /** Staff accounts, roles, hours and services; rooms and machines. */
  team: owner,
  /** CSV exports and the privacy tools (a client's export and erasure). */
  exports: owner,
  /** The blog, and which clients' quotes /testimonials shows (docs/decisions/0065). */
  content: owner,
  /** Clients' ratings of their visits (/admin/reviews): the desk reads them to follow up; publishing one is `content`. */
  reviews: desk,
  /** The figures: takings, the waitlist funnel. */
  reports: owner,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Ability = keyof typeof abilities;

export function may(role: StaffRole, ability: Ability): boolean {
  return (abilities[ability] as readonly StaffRole[]).includes(role);
}

export const forbiddenMessage = "Your role does not allow this. Ask the studio's owner.";
