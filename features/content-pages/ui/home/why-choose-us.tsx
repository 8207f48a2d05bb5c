import { HeartHandshake, ShieldCheck, WandSparkles } from "lucide-react";

const reasons = [
  {
    title: "A whimsical experience",
    text: "From the moment you arrive, the studio is your calm little corner of London: soft lighting, a warm welcome and a treatment that feels like a treat, not a chore.",
    Icon: WandSparkles,
  },
  {
    title: "Professional results",
    text: "Certified, trained artists, quality products and careful technique, with patch tests and honest advice whenever a treatment calls for them.",
    Icon: ShieldCheck,
  },
  {
    title: "Personalised care",
    text: "Every shape, shade and plan is tailored to your face, your skin and your goals, with aftercare tips to keep the magic going at home.",
    Icon: HeartHandshake,
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="bg-blush-50 py-16">
      <div className="container-page">
        <h2 id="why-title" className="text-center text-3xl font-semibold sm:text-4xl">
          Why clients choose us
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {reasons.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-3xl bg-white p-6 text-center shadow-sm">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-blush-100 text-plum-700">
                <Icon aria-hidden="true" width={28} height={28} />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
