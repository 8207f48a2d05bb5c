import { describe, expect, it } from "vitest";
import { bookableFacts, seedCatalogue, serviceFacts } from "~/features/studio";
import { BasketError, packageAloneMessage, parseItemsParam, priceBasket } from "./basket";

const menu = bookableFacts(serviceFacts);
const findService = seedCatalogue.find;

describe("priceBasket", () => {
  it("prices and times services from the catalogue", () => {
    const basket = priceBasket([
      { id: "henna-brows", type: "service" },
      { id: "brow-lift", type: "service" },
    ], menu);
    expect(basket.totalPence).toBe(findService("henna-brows")!.pricePence + findService("brow-lift")!.pricePence);
    expect(basket.totalPence).toBe(9000);
    expect(basket.durationMinutes).toBe(140);
    expect(basket.label).toBe("Dream Shade, Brow Lift");
  });

  it("prices from the menu it is given, never from the browser or the code's defaults", () => {
    const dearer = menu.map((service) => (service.id === "cloud-wax" ? { ...service, pricePence: 2500 } : service));
    expect(priceBasket([{ id: "cloud-wax", type: "service" }], dearer).totalPence).toBe(2500);
    const paused = menu.filter((service) => service.id !== "cloud-wax");
    expect(() => priceBasket([{ id: "cloud-wax", type: "service" }], paused)).toThrowError("is not a treatment we can book online");
  });

  it("includes the free 15-minute patch test", () => {
    const basket = priceBasket([{ id: "patch-test", type: "service" }], menu);
    expect(basket).toMatchObject({ totalPence: 0, durationMinutes: 15, label: "Patch Test" });
  });

  it.each([
    [[], "Please select a service"],
    [[{ id: "botox", type: "service" }], "is not a treatment we can book online"],
    [[{ id: "inch-away", type: "service" }], "is not a treatment we can book online"], // coming soon
    [[{ id: "henna-brows", type: "package", packageIndex: 0 }], "has no such package"],
    [[{ id: "cloud-wax", type: "service" }, { id: "cloud-wax", type: "service" }], "twice"],
    [[{ id: "henna-brows", type: "service" }, { id: "patch-test", type: "service" }], "books its own patch test"],
  ] as const)("refuses %j", (items, message) => {
    expect(() => priceBasket(items, menu)).toThrowError(BasketError);
    expect(() => priceBasket(items, menu)).toThrowError(message);
  });
});

describe("a course in the basket", () => {
  const live = menu.concat(serviceFacts.filter((service) => service.id === "the-glow-lift").map((service) => ({ ...service, state: "live" as const, comingSoon: false })));

  it("carries the package's sessions", () => {
    const basket = priceBasket([{ id: "the-glow-lift", type: "package", packageIndex: 1 }], live);
    expect(basket.lines[0]).toMatchObject({ sessions: 6, pricePence: 39900, durationMinutes: 30 });
  });

  it("is booked on its own", () => {
    expect(() => priceBasket([{ id: "the-glow-lift", type: "package", packageIndex: 1 }, { id: "cloud-wax", type: "service" }], live)).toThrowError(packageAloneMessage);
    // A one-session package is an appointment like any other.
    expect(priceBasket([{ id: "the-glow-lift", type: "package", packageIndex: 0 }, { id: "cloud-wax", type: "service" }], live).lines).toHaveLength(2);
  });
});

describe("parseItemsParam", () => {
  it("reads services and packages", () => {
    expect(parseItemsParam("henna-brows, the-ice-sculpt:2")).toEqual([
      { id: "henna-brows", type: "service" },
      { id: "the-ice-sculpt", type: "package", packageIndex: 2 },
    ]);
  });
  it("refuses a bad package index", () => {
    expect(() => parseItemsParam("brow-lift:x")).toThrowError(BasketError);
  });
});
