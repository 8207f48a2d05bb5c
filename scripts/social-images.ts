// Writes the link-preview images (1200×630 PNG, what social sites and messengers show; they do not show SVG) to
// public/social/, one per kind of page. Run after changing the studio's name or look, and commit the PNGs:
// `npm run social-images` (needs Chromium, as the e2e tests do). The name is the one the site shows: STUDIO_NAME
// or the default.
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { parseEnv } from "~/server/env.server";
import { studioFromEnv } from "~/server/studio.server";

const studio = studioFromEnv(parseEnv());

const kinds = {
  default: { kicker: "Brows · Skin · Body", headline: "A little magic, perfectly scheduled" },
  services: { kicker: "Treatments & prices", headline: "Henna, lamination, tint and wax" },
  blog: { kicker: "Beauty blog", headline: "Brow care, explained kindly" },
  waitlist: { kicker: "Coming soon", headline: "Join the waitlist for first access" },
};

const page = (kind: { kicker: string; headline: string }) => `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: center;
    padding: 0 96px; box-sizing: border-box; font-family: "DejaVu Serif", Georgia, serif;
    background: linear-gradient(135deg, #f9e8f1, #fffaf5 60%); color: #3d1836; }
  .kicker { font-family: "DejaVu Sans", sans-serif; font-size: 30px; letter-spacing: 4px; text-transform: uppercase; color: #6b2a5e; }
  h1 { font-size: 76px; line-height: 1.1; margin: 24px 0 40px; max-width: 960px; }
  .name { font-size: 40px; display: flex; align-items: center; gap: 16px; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 24px; background: #55224a; }
</style></head><body>
  <div class="kicker">${kind.kicker}</div>
  <h1>${kind.headline}</h1>
  <div class="name"><svg viewBox="0 0 24 24" width="44" height="44"><path d="M12 1l2.6 7.4L22 11l-7.4 2.6L12 21l-2.6-7.4L2 11l7.4-2.6z" fill="#9a6b00"/></svg>${studio.name} · ${studio.address.locality}</div>
  <div class="bar"></div>
</body></html>`;

const logo = `<!doctype html><html><body style="margin:0;width:512px;height:512px;display:flex;align-items:center;justify-content:center;background:#fffaf5">
  <svg viewBox="0 0 24 24" width="400" height="400"><path d="M12 1l2.6 7.4L22 11l-7.4 2.6L12 21l-2.6-7.4L2 11l7.4-2.6z" fill="#9a6b00"/></svg></body></html>`;

await mkdir("public/social", { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const [name, kind] of Object.entries(kinds)) {
    await tab.setContent(page(kind));
    await tab.screenshot({ path: `public/social/${name}.png` });
  }
  const square = await browser.newPage({ viewport: { width: 512, height: 512 } });
  await square.setContent(logo);
  await square.screenshot({ path: "public/social/logo.png" });
} finally {
  await browser.close();
}
