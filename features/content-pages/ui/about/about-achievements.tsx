import { BadgeCheck, Gem, GraduationCap, ShieldCheck } from "lucide-react";

const achievements = [
  {
    icon: GraduationCap,
    title: "Certified & Trained Brow Artist",
    text: "Professionally trained and certified in henna brows, lamination, tinting and waxing.",
  },
  {
    icon: BadgeCheck,
    title: "Brow & Skin Specialist",
    text: "A specialist focus on brows and skin, so every treatment gets expert attention rather than a quick add-on.",
  },
  {
    icon: Gem,
    title: "Committed to Excellence",
    text: "We keep learning and refining our techniques, so your results keep getting better too.",
  },
  {
    icon: ShieldCheck,
    title: "Safe, High-Quality Products",
    text: "Professional products from trusted suppliers, careful hygiene and free patch tests wherever they are needed.",
  },
];

export function AboutAchievements() {
  return (
    <section aria-labelledby="achievements-title" className="container-page py-16">
      <h2 id="achievements-title" className="text-center text-3xl font-semibold">
        Why Clients Trust Us
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {achievements.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-blush-200">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-plum-700 text-white">
              <Icon className="size-6" />
            </span>
            <div>
              <h3 className="text-xl font-semibold">{title}</h3>
              <p className="mt-1 text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
