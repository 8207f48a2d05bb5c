import { BadgeCheck } from "lucide-react";
import { licenceSentence, type SpecialTreatmentLicence } from "~/features/studio";

/** The studio's special-treatment licence, where electric, light and cold treatments are advertised (DESIGN 12). */
export function LicenceNote({ licence, className = "" }: { licence: SpecialTreatmentLicence | undefined; className?: string }) {
  if (!licence) return null;
  return (
    <p data-licence className={`flex items-start gap-2 text-base text-plum-900 ${className}`}>
      <BadgeCheck aria-hidden="true" width={20} height={20} className="mt-0.5 shrink-0 text-plum-600" />
      <span>{licenceSentence(licence)}</span>
    </p>
  );
}
