import { Award, HeartHandshake, Sparkles, Users } from "lucide-react";

const values = [
  {
    icon: Sparkles,
    title: "Whimsical Magic",
    text: "A calm, pretty little studio, a cup of something warm and a sprinkle of fairy dust: your appointment should feel like a treat, not a chore.",
  },
  {
    icon: HeartHandshake,
    title: "Personalised Care",
    text: "Every treatment begins with a conversation. We map your brows to your face, mix shades to your colouring and tailor advice to your skin.",
  },
  {
    icon: Award,
    title: "Professional Excellence",
    text: "Certified training, careful technique and honest advice, including telling you when a treatment isn't right for you.",
  },
  {
    icon: Users,
    title: "Community Focus",
    text: "We are proud to be a local London studio, built on word of mouth, returning clients and friends who bring their friends.",
  },
];

export function AboutValues() {
  return (
    <section aria-labelledby="values-title" className="bg-white py-16">
      <div className="container-page">
        <h2 id="values-title" className="text-center text-3xl font-semibold">
          Our Values
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted">
          Four little promises guide everything we do, from your first message to your final brush-through.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-blush-200 bg-blush-50 p-6">
              <Icon className="size-8 text-plum-600" />
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
