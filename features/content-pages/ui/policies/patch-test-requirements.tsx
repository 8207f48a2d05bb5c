import { Link } from "react-router";
import { patchTestNotes, patchTestSummary, patchTestTiming } from "~/content/booking-policies";
import { patchTestRuleText, useCatalogue, type Catalogue } from "~/features/studio";
import { BulletList } from "./bullet-list";

/** Which treatments need a patch test comes from the catalogue, so this list follows it. */
const servicesNeedingTests = ({ faceServices }: Catalogue) => faceServices.flatMap((service) =>
  service.patchTest === "none" || service.comingSoon ? [] : [{ service, rule: patchTestRuleText[service.patchTest] }],
);

export function PatchTestRequirements() {
  const needing = servicesNeedingTests(useCatalogue());
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div>
        <p className="text-lg">{patchTestSummary}</p>
        <p className="mt-3 text-lg font-semibold text-plum-900">{patchTestTiming}</p>
        <h3 className="mt-6 text-xl font-semibold">Good to know</h3>
        <BulletList items={patchTestNotes} className="mt-3" />
        <Link to="/book" className="btn-primary mt-6">
          Book a Free Patch Test
        </Link>
      </div>
      <div>
        <h3 className="text-xl font-semibold">Which treatments need one?</h3>
        <ul className="mt-3 space-y-3">
          {needing.map(({ service, rule }) => (
            <li key={service.slug} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-blush-200">
              <p className="font-semibold text-plum-900">
                {service.name} <span className="font-normal text-muted">({service.technique})</span>
              </p>
              <p className="mt-1">{rule}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
