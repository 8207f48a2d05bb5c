import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4800";
const [width, ...pages] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 1000 } });
for (const spec of pages) {
  const [path, y = "0"] = spec.split("@");
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.evaluate((top) => window.scrollTo(0, Number(top)), y);
  await page.waitForTimeout(300);
  const name = (path === "/" ? "home" : path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")) + `-${width}-${y}.png`;
  await page.screenshot({ path: `/tmp/shots/${name}` });
}
await browser.close();
