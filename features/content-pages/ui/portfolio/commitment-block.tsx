import { BadgeCheck, FlaskConical, HeartHandshake, Receipt } from "lucide-react";

const commitments = [
  {
    icon: HeartHandshake,
    title: "We Make It Right",
    text: "Not quite in love with your brows? Tell us, and we will do everything we can to make it right.",
  },
  { icon: Receipt, title: "No Hidden Fees", text: "The price you see is the price you pay, in full, when you book." },
  {
    icon: BadgeCheck,
    title: "Certified Professionals",
    text: "Every treatment is carried out by a trained, certified brow and skin artist.",
  },
  {
    icon: FlaskConical,
    title: "Free Patch Tests",
    text: "Recommended 24-48 hours before your first tint, and required before henna brows.",
  },
];

export function CommitmentBlock() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {commitments.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20">
          <Icon className="size-8 text-gold-400" />
          <h3 className="mt-3 text-xl font-semibold text-white">{title}</h3>
          <p className="mt-2 text-blush-100">{text}</p>
        </li>
      ))}
    </ul>
  );
}
