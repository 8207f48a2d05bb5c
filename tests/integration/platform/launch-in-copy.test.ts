import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { builtServer } from "../../support/built-server";

/**
 * A launch changes every sentence (issue 20, item 5): facial RF and body sculpting are "returning soon" until staff
 * make them live; then the home page's cards and hero, the meta descriptions, the services page's badges and tab,
 * and the service page's FAQs and description stop saying so, and say it again once they are withdrawn. The built
 * server keeps its page cache on, so a launch must clear it. No early-access window: a launch opens at once.
 */
const PASSWORD = "lavender mews teapot";
const server = builtServer({ PAGE_CACHE_SECONDS: "300", LAUNCH_EARLY_ACCESS_DAYS: "0" }, (database) => createStaffUser(database.db, "ada", PASSWORD).then(() => undefined));
const launching = ["the-glow-lift", "inch-away", "smooth-sculpt"];

let cookie: string;

beforeAll(async () => {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "ada", password: PASSWORD }) });
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
}, 120_000);

const change = async (slug: string, body: unknown) => {
  const answer = await fetch(`${server.baseUrl}/api/services/${slug}`, { method: "PATCH", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) });
  expect({ slug, status: answer.status }).toEqual({ slug, status: 200 });
};
const html = async (path: string) => (await (await fetch(`${server.baseUrl}${path}`)).text()).replace(/<!-- -->/g, "").replace(/&amp;/g, "&").replace(/&#x27;/g, "'");
const text = (markup: string) => markup.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const description = (markup: string) => /<meta name="description" content="([^"]*)"/.exec(markup)?.[1];
/** The card (an <article> or a link) whose heading names it, as text. */
const card = (markup: string, name: string) => {
  const cards = [...markup.matchAll(/<(article|a)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => match[0]);
  const found = cards.find((candidate) => new RegExp(`>${name}</(h3|span)>`).test(candidate));
  if (!found) throw new Error(`no card for ${name}`);
  return { text: text(found), href: /href="([^"]*)"/.exec(found)?.[1] };
};
const faqQuestions = (markup: string) => {
  const data = [...markup.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => [JSON.parse(match[1]!)].flat()) as { "@type": string; mainEntity?: { name: string }[] }[];
  return data.find((entry) => entry["@type"] === "FAQPage")!.mainEntity!.map((question) => question.name);
};

/** What the pages say about facial RF and body sculpting, in the words a visitor (or a search engine) reads. */
async function whatPagesSay() {
  const home = await html("/");
  const services = await html("/services");
  const bodyTab = await html("/services?tab=body");
  const glowLift = await html("/services/the-glow-lift");
  return {
    homeDescription: description(home),
    homeHero: /Step into a little pocket[^<]*/.exec(home)?.[0],
    facialRfCard: card(home, "Facial RF"),
    bodyCard: card(home, "Body Sculpting"),
    servicesDescription: description(services),
    glowLiftBadge: card(services, "The Glow Lift").text,
    inchAwayBadge: card(bodyTab, "Inch Away").text,
    bodyTabSaysSoon: /Contouring[^<]*coming soon/.test(bodyTab),
    glowLiftFaqs: faqQuestions(glowLift),
    glowLiftText: text(glowLift),
  };
}

describe("launching facial RF and body sculpting, then withdrawing them", () => {
  it("changes every sentence that said they were coming, and says it again after the withdrawal", async () => {
    const before = await whatPagesSay();
    expect(before.homeDescription).toBe("Henna brows, lamination, tint and wax, with facial RF and body sculpting coming soon. Certified artists, 5-star care, book online in London.");
    expect(before.homeHero).toMatch(/with facial RF and body sculpting treatments arriving soon\.$/);
    expect(before.facialRfCard).toEqual({ text: expect.stringContaining("Returning soon"), href: "/glow-lift-waitlist" });
    expect(before.bodyCard).toEqual({ text: expect.stringContaining("Returning soon"), href: "/inch-away-waitlist" });
    expect(before.servicesDescription).toMatch(/with facial RF and body sculpting coming soon\./);
    expect(before.glowLiftBadge).toContain("Returning soon");
    expect(before.inchAwayBadge).toContain("Returning soon");
    expect(before.bodyTabSaysSoon).toBe(true);
    expect(before.glowLiftFaqs).toContain("When will The Glow Lift be available?");
    expect(before.glowLiftText).toContain("Join the waitlist to be the first to know when bookings open");

    for (const slug of launching) await change(slug, { state: "live" });
    const launched = await whatPagesSay();
    expect(launched.homeDescription).toBe("Henna brows, lamination, tint and wax, facial RF, and body sculpting. Certified artists, 5-star care, book online in London.");
    expect(launched.homeHero).toMatch(/frame your face beautifully\.$/);
    expect(launched.facialRfCard).toEqual({ text: expect.stringContaining("Book now"), href: "/book?items=the-glow-lift" });
    expect(launched.bodyCard).toEqual({ text: expect.stringContaining("Book now"), href: "/book" });
    expect(launched.servicesDescription).not.toMatch(/soon/i);
    expect(launched.glowLiftBadge).not.toMatch(/soon/i);
    expect(launched.glowLiftBadge).toContain("From £79");
    expect(launched.inchAwayBadge).not.toMatch(/soon/i);
    expect(launched.bodyTabSaysSoon).toBe(false);
    expect(launched.glowLiftFaqs).not.toContain("When will The Glow Lift be available?");
    expect(launched.glowLiftText).not.toMatch(/returning soon|join the waitlist/i);

    for (const slug of launching) await change(slug, { state: "coming-soon", launchText: "Returning soon" });
    expect(await whatPagesSay()).toEqual(before);
  }, 60_000);
});
