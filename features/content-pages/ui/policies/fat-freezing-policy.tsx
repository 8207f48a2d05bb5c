import { Link } from "react-router";
import { fatFreezingPolicy } from "~/features/content-pages/aftercare";
import { BulletList } from "./bullet-list";
import { GuideDownloadLink } from "./guide-download-link";

const parts = [
  { id: "fat-freezing-aftercare", title: "Aftercare", items: fatFreezingPolicy.aftercare },
  { id: "fat-freezing-preparation", title: "Preparation", items: fatFreezingPolicy.preparation },
  { id: "fat-freezing-eligibility", title: "Eligibility", items: fatFreezingPolicy.eligibility },
  { id: "fat-freezing-contraindications", title: "Contraindications", items: fatFreezingPolicy.contraindications },
] as const;

export function FatFreezingPolicy() {
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        {parts.map((part) => (
          <section
            key={part.id}
            aria-labelledby={`${part.id}-title`}
            className="rounded-2xl bg-blush-50 p-6 ring-1 ring-blush-200"
          >
            <h3 id={`${part.id}-title`} className="text-xl font-semibold">
              {part.title}
            </h3>
            <BulletList items={part.items} className="mt-3" />
          </section>
        ))}
      </div>
      <p className="mt-6 max-w-3xl">
        Not suitable for fat freezing, or prefer a gentler approach? Ask us about{" "}
        <Link to="/services/inch-away" className="font-semibold text-plum-700 underline underline-offset-4">
          Inch Away ultrasound cavitation
        </Link>
        .
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <GuideDownloadLink guide="fat-freezing-aftercare" />
        <p className="text-sm text-muted">A printable page you can keep, print or save as a PDF.</p>
      </div>
    </>
  );
}
