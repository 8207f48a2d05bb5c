/**
 * The printable aftercare guides at /guides/:guide: complete, standalone HTML documents (no scripts, no external
 * files) built from the same content as /policies, with the studio's details at the foot of every guide.
 */
import {
  browAftercareGuides,
  downloadableGuides,
  fatFreezingPolicy,
  universalAftercareTips,
  type GuideName,
} from "./aftercare";
import { patchTestSummary, patchTestTiming } from "~/content/booking-policies";
import { formatAddress, type Studio } from "~/features/studio";
import { summariseOpeningHours } from "~/features/studio";

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const list = (tag: "ol" | "ul", items: readonly string[]) =>
  `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</${tag}>`;

const styles = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.6 Georgia, "Times New Roman", serif; color: #2d1b2a; background: #fff; }
  main { max-width: 44rem; margin: 0 auto; padding: 2.5rem 1.5rem; }
  header { border-bottom: 3px solid #6b2d5c; padding-bottom: 1rem; margin-bottom: 1.5rem; }
  .studio { margin: 0; font: 600 0.95rem/1.4 system-ui, sans-serif; letter-spacing: 0.08em; text-transform: uppercase; color: #6b2d5c; }
  h1 { margin: 0.25rem 0 0.5rem; font-size: 2rem; line-height: 1.2; color: #3d1836; }
  h2 { margin: 2rem 0 0.5rem; font-size: 1.35rem; color: #3d1836; }
  p, li { font-family: system-ui, sans-serif; }
  .lasts { margin: 0 0 0.5rem; color: #5c4a58; font-size: 0.95rem; }
  ol, ul { padding-left: 1.5rem; margin: 0.5rem 0 0; }
  li { margin: 0.35rem 0; }
  section { break-inside: avoid; page-break-inside: avoid; }
  .note { border: 2px solid #9a6b00; border-radius: 0.5rem; padding: 0.75rem 1rem; background: #fffaf5; }
  footer { margin-top: 2.5rem; border-top: 1px solid #f2d0e2; padding-top: 1rem; font-family: system-ui, sans-serif; font-size: 0.95rem; }
  footer p { margin: 0.2rem 0; }
  .print-hint { color: #5c4a58; font-size: 0.9rem; }
  @page { margin: 18mm 16mm; }
  @media print {
    body { font-size: 11.5pt; }
    main { padding: 0; max-width: none; }
    .print-hint { display: none; }
    a { color: inherit; text-decoration: none; }
  }
`;

function browGuideBody(): string {
  const guides = browAftercareGuides
    .map(
      (guide) => `<section>
<h2>${escapeHtml(guide.title)} (${escapeHtml(guide.serviceName)})</h2>
<p>${escapeHtml(guide.intro)}</p>
<p class="lasts">Results last: ${escapeHtml(guide.longevity)}</p>
${list("ol", guide.steps)}
</section>`,
    )
    .join("\n");
  return `<p>Your brows have had a little magic: these steps help your results look their best for as long as possible.</p>
<p class="note"><strong>Patch tests.</strong> ${escapeHtml(patchTestSummary)} ${escapeHtml(patchTestTiming)}</p>
${guides}
<section>
<h2>Tips for every treatment</h2>
${list("ul", universalAftercareTips)}
</section>`;
}

function fatFreezingGuideBody(): string {
  const policy = fatFreezingPolicy;
  const section = (title: string, tag: "ol" | "ul", items: readonly string[]) =>
    `<section>\n<h2>${escapeHtml(title)}</h2>\n${list(tag, items)}\n</section>`;
  return `<p>${escapeHtml(policy.serviceName)} uses cryolipolysis (fat freezing). ${escapeHtml(policy.resultsTimeline)}</p>
${section("Aftercare", "ol", policy.aftercare)}
${section("Before your treatment", "ul", policy.preparation)}
${section("Who it suits", "ul", policy.eligibility)}
${section("When fat freezing is not suitable", "ul", policy.contraindications)}`;
}

function studioFooter(studio: Studio): string {
  const hours = summariseOpeningHours(studio.hours)
    .map((row) => `${escapeHtml(row.days)}: ${escapeHtml(row.hours)}`)
    .join("; ");
  return `<footer>
<p><strong>Questions about your aftercare?</strong> We are always happy to help.</p>
<p>${escapeHtml(studio.name)}, ${escapeHtml(formatAddress(studio))}</p>
<p>Phone: ${escapeHtml(studio.phone)} · Email: ${escapeHtml(studio.email)}</p>
<p>Opening hours: ${hours}</p>
</footer>`;
}

export function renderAftercareGuide(name: GuideName, studio: Studio): string {
  const { title } = downloadableGuides[name];
  const body = name === "brow-aftercare" ? browGuideBody() : fatFreezingGuideBody();
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(studio.name)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<header>
<p class="studio">${escapeHtml(studio.name)}</p>
<h1>${escapeHtml(title)}</h1>
<p class="print-hint">Use your browser's Print command to print this guide or save it as a PDF.</p>
</header>
${body}
${studioFooter(studio)}
</main>
</body>
</html>
`;
}
