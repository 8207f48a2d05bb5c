import { describe, expect, it } from "vitest";
import { findService } from "~/features/studio";
import { BasketError, parseItemsParam, priceBasket } from "./basket";

describe("priceBasket", () => {
  it("prices and times services from the catalogue", () => {
    const basket = priceBasket([
      { id: "henna-brows", type: "service" },
      { id: "brow-lift", type: "service" },
    ]);
    expect(basket.totalPence).toBe(findService("henna-brows")!.pricePence + findService("brow-lift")!.pricePence);
    expect(basket.totalPence).toBe(9000);
    expect(basket.durationMinutes).toBe(140);
    expect(basket.label).toBe("Dream Shade, Brow Lift");
  });

  it("includes the free 15-minute patch test", () => {
    const basket = priceBasket([{ id: "patch-test", type: "service" }]);
    expect(basket).toMatchObject({ totalPence: 0, durationMinutes: 15, label: "Patch Test" });
  });

  it.each([
    [[], "Please select a service"],
    [[{ id: "botox", type: "service" }], "is not a treatment we can book online"],
    [[{ id: "inch-away", type: "service" }], "is not a treatment we can book online"], // coming soon
    [[{ id: "henna-brows", type: "package", packageIndex: 0 }], "has no such package"],
    [[{ id: "cloud-wax", type: "service" }, { id: "cloud-wax", type: "service" }], "twice"],
  ] as const)("refuses %j", (items, message) => {
    expect(() => priceBasket(items)).toThrowError(BasketError);
    expect(() => priceBasket(items)).toThrowError(message);
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
