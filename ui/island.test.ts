import { describe, expect, it } from "vitest";
import { fromIslandJson, islandPropsIn, toIslandJson } from "./island";

describe("an island's JSON", () => {
  const props = {
    when: new Date("2026-03-29T00:30:00.000Z"),
    rows: [{ startsAt: new Date("2026-10-25T01:15:00.000Z"), label: "2026-10-25T01:15:00.000Z", note: "</script><b>" }],
    none: null,
  };

  it("reads back Dates as Dates, and a string shaped like one as the string it was", () => {
    const read = fromIslandJson<typeof props>(toIslandJson(props));
    expect(read.when).toBeInstanceOf(Date);
    expect(read.when.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(read.rows[0]!.startsAt).toBeInstanceOf(Date);
    expect(read.rows[0]!.label).toBe("2026-10-25T01:15:00.000Z");
    expect(read).toEqual(props);
  });

  it("never closes the script element it sits in, and is found again in the page's HTML", () => {
    const json = toIslandJson(props);
    expect(json).not.toContain("</script>");
    const html = `<div data-island="admin"></div><script type="application/json" data-island-props="admin">${json}</script>`;
    expect(islandPropsIn<typeof props>(html, "admin")).toEqual(props);
  });
});
