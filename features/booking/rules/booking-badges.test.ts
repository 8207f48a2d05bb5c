import { describe, expect, it } from "vitest";
import { mailTone, paymentLabel, paymentTone, statusLabel, statusTone } from "./booking-badges";

describe("booking badges", () => {
  it("colour statuses as the spec says, yellow for anything else", () => {
    expect(statusTone("confirmed")).toBe("green");
    expect(statusTone("cancelled")).toBe("red");
    expect(statusTone("completed")).toBe("blue");
    expect(statusTone("pending")).toBe("yellow");
    expect(statusTone("on-hold")).toBe("yellow");
    expect(statusTone("no-show")).toBe("grey");
  });

  it("label statuses and payments in words", () => {
    expect(statusLabel("pending")).toBe("Pending");
    expect(statusLabel("")).toBe("Unknown");
    expect(paymentLabel("refunded")).toBe("Refunded");
    expect(statusLabel("no-show")).toBe("No-show");
  });

  it("colour payments and mail", () => {
    expect([paymentTone("paid"), paymentTone("unpaid"), paymentTone("failed"), paymentTone("refunded"), paymentTone("odd")]).toEqual([
      "green",
      "yellow",
      "red",
      "blue",
      "grey",
    ]);
    expect([mailTone("sent"), mailTone("failed"), mailTone("pending")]).toEqual(["green", "red", "yellow"]);
  });
});
