import { describe, expect, it } from "vitest";
import { parseServiceForm } from "./service-form";

/** The Services tab's form, as staff type it, read into the staff API's change (its rules and messages). */
describe("the service form", () => {
  it("reads pounds as pence, text numbers as numbers, and an empty early-bird price as none", () => {
    const parsed = parseServiceForm({
      pricePence: "£24.5",
      durationMinutes: "45",
      earlyBirdPricePence: " ",
      launchText: "",
      packages: [{ name: "6 Sessions", sessions: "6", durationMinutes: "30", pricePence: "399" }],
    });
    expect(parsed).toEqual({
      success: true,
      data: { pricePence: 2450, durationMinutes: 45, earlyBirdPricePence: null, launchText: null, packages: [{ name: "6 Sessions", sessions: 6, durationMinutes: 30, pricePence: 39900 }] },
    });
  });

  it("puts each message under its field's full path", () => {
    const parsed = parseServiceForm({
      pricePence: "-5",
      durationMinutes: "ten",
      state: "sold-out",
      packages: [
        { name: "ok", sessions: "1", durationMinutes: "30", pricePence: "10" },
        { name: "", sessions: "0", durationMinutes: "30", pricePence: "lots" },
      ],
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual(["durationMinutes", "packages.1.name", "packages.1.pricePence", "packages.1.sessions", "pricePence", "state"]);
    expect(parsed.fieldErrors.pricePence).toEqual(["Enter an amount in pounds, such as 12.50"]);
  });

  it("refuses a field the change does not have", () => {
    expect(parseServiceForm({ colour: "pink" }).success).toBe(false);
  });
});
