import { Download } from "lucide-react";
import { downloadableGuides, type GuideName } from "~/features/content-pages/aftercare";

/** A plain link with `download`: the guide is a file to keep and print, served by the /guides/:guide route. */
export function GuideDownloadLink({ guide }: { guide: GuideName }) {
  const { buttonLabel, filename } = downloadableGuides[guide];
  return (
    <a href={`/guides/${guide}`} download={filename} className="btn-primary">
      <Download className="size-5" />
      {buttonLabel}
    </a>
  );
}
