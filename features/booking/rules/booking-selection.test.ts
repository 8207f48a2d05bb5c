import { bookableFacts, serviceFacts } from "~/features/studio";
import { describe, expect, it } from "vitest";
import { parseItemsParam, type BasketItem } from "./basket";
import { hasItem, itemsParam, needsPatchTestAnswer, slotsByDate, toggleItem } from "./booking-selection";

const henna: BasketItem = { id: "henna-brows", type: "service" };
const wax: BasketItem = { id: "cloud-wax", type: "service" };
const tint: BasketItem = { id: "tint-spell", type: "service" };
const lift: BasketItem = { id: "brow-lift", type: "service" };
const packageOne: BasketItem = { id: "inch-away", type: "package", packageIndex: 1 };

describe("toggleItem", () => {
  it("adds an item and takes it out again", () => {
    const once = toggleItem([], henna);
    expect(once).toEqual([henna]);
    expect(toggleItem(once, henna)).toEqual([]);
  });

  it("tracks a service and its packages separately", () => {
    const items = toggleItem(toggleItem([], { id: "inch-away", type: "service" }), packageOne);
    expect(items).toHaveLength(2);
    expect(hasItem(items, packageOne)).toBe(true);
    expect(hasItem(items, { id: "inch-away", type: "package", packageIndex: 2 })).toBe(false);
    expect(toggleItem(items, packageOne)).toEqual([{ id: "inch-away", type: "service" }]);
  });
});

describe("a course in the basket", () => {
  const course: BasketItem = { id: "the-glow-lift", type: "package", packageIndex: 1 };
  const isCourse = (item: BasketItem) => item.type === "package" && item.packageIndex !== 0;

  it("takes the basket's place when chosen, and leaves it when anything else is", () => {
    expect(toggleItem([wax, henna], course, isCourse)).toEqual([course]);
    expect(toggleItem([course], wax, isCourse)).toEqual([wax]);
    expect(toggleItem([course], course, isCourse)).toEqual([]);
    // A one-session package is an appointment like any other.
    const single: BasketItem = { id: "the-glow-lift", type: "package", packageIndex: 0 };
    expect(toggleItem([wax], single, isCourse)).toEqual([wax, single]);
  });
});

describe("itemsParam", () => {
  it("writes what parseItemsParam reads", () => {
    const items = [henna, packageOne];
    expect(itemsParam(items)).toBe("henna-brows,inch-away:1");
    expect(parseItemsParam(itemsParam(items))).toEqual(items);
  });
});

const menu = bookableFacts(serviceFacts);

describe("needsPatchTestAnswer", () => {
  it("asks for henna and tint, not for wax or lamination", () => {
    expect(needsPatchTestAnswer([henna], menu)).toBe(true);
    expect(needsPatchTestAnswer([wax, tint], menu)).toBe(true);
    expect(needsPatchTestAnswer([wax], menu)).toBe(false);
    expect(needsPatchTestAnswer([lift, { id: "patch-test", type: "service" }], menu)).toBe(false);
    expect(needsPatchTestAnswer([], menu)).toBe(false);
  });
});

describe("slotsByDate", () => {
  it("groups free times by day, keeping their order", () => {
    const slot = (date: string, time: string) => ({ start: `${date}T${time}:00.000Z`, date, time });
    const days = slotsByDate([slot("2026-12-08", "09:00"), slot("2026-12-08", "09:15"), slot("2026-12-09", "10:00")]);
    expect([...days.keys()]).toEqual(["2026-12-08", "2026-12-09"]);
    expect(days.get("2026-12-08")!.map((s) => s.time)).toEqual(["09:00", "09:15"]);
  });
});
