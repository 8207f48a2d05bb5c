import type { ReactNode } from "react";
/** The pill's colours; booking's status tones (features/booking/rules/booking-badges.ts) are among them. */
export type BadgeTone = "green" | "red" | "blue" | "yellow" | "grey" | "plum";

const tones: Record<BadgeTone, string> = {
  green: "border-green-300 bg-green-50 text-green-900",
  red: "border-red-300 bg-red-50 text-red-900",
  blue: "border-blue-300 bg-blue-50 text-blue-900",
  yellow: "border-yellow-400 bg-yellow-50 text-yellow-900",
  grey: "border-gray-300 bg-gray-50 text-gray-800",
  plum: "border-plum-500/40 bg-blush-100 text-plum-900",
};

/** A small labelled pill; `label` is read first by screen readers ("Status: Confirmed"), colour is only extra. */
export function Badge({ tone, label, children }: { tone: BadgeTone; label?: string; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 font-sans text-sm font-semibold whitespace-nowrap ${tones[tone]}`}>
      {label && <span className="sr-only">{label}: </span>}
      {children}
    </span>
  );
}
