import { describe, expect, it } from "vitest";
import { serviceCategories } from "~/features/studio";
import { builtServer } from "../../support/built-server";

/** One name per category (issue 20, item 5): the services page's tabs and /book's tabs, as served, say the same words. */
const server = builtServer();

/** The words of the tabs: /book's are buttons with role tab; /services serves links (its script makes them tabs). */
const tabNames = async (path: string, tab: RegExp) => {
  const html = (await (await fetch(`${server.baseUrl}${path}`)).text()).replace(/<!-- -->/g, "").replace(/&amp;/g, "&");
  return [...html.matchAll(tab)].map((match) => match[1]!.replace(/<[^>]+>/g, "").trim());
};

describe("the categories' names", () => {
  it("are the same on /services and /book, from the one list", async () => {
    const names = serviceCategories.map((category) => category.name);
    expect(await tabNames("/services", /<a id="services-tab-[a-z]+"[^>]*>([\s\S]*?)<\/a>/g)).toEqual(names);
    expect(await tabNames("/book", /<button[^>]*role="tab"[^>]*>([\s\S]*?)<\/button>/g)).toEqual(names);
  });
});
