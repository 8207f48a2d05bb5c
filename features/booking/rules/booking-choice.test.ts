import { describe, expect, it } from "vitest";
import { earlyAccessPath } from "~/features/studio";
import { bookingChoiceParams, choiceNeedsReload, readBookingChoice } from "./booking-choice";

const token = "A".repeat(42) + "_";

describe("/book's address with an early-access link (docs/decisions/0020)", () => {
  it("keeps the link's token through the steps", () => {
    const choice = readBookingChoice(new URL(earlyAccessPath("the-glow-lift", token), "https://x").searchParams);
    expect(choice).toMatchObject({ items: [{ id: "the-glow-lift", type: "service" }], step: "services", access: token });
    expect(bookingChoiceParams({ ...choice, step: "time", date: "2031-03-04" }).toString()).toBe(`items=the-glow-lift&step=time&date=2031-03-04&access=${token}`);
  });

  it("drops anything else in its place rather than carrying it on", () => {
    expect(readBookingChoice(new URLSearchParams("items=cloud-wax&access=<script>")).access).toBeUndefined();
    expect(bookingChoiceParams(readBookingChoice(new URLSearchParams("items=cloud-wax"))).has("access")).toBe(false);
  });

  it("loads again when the link changes: what the page offers depends on it", () => {
    const url = (search: string) => new URL(`/book?${search}`, "https://x");
    expect(choiceNeedsReload(url("items=the-glow-lift"), url(`items=the-glow-lift&access=${token}`))).toBe(true);
    expect(choiceNeedsReload(url(`items=the-glow-lift&access=${token}`), url(`items=the-glow-lift&access=${token}&date=2031-03-04`))).toBe(false);
  });
});

describe("/book's address with a named practitioner (DESIGN 10)", () => {
  const maya = "0b6f1c2e-8d4a-4f3b-9c1d-2e3f4a5b6c7d";
  const url = (search: string) => new URL(`/book?${search}`, "https://x");

  it("keeps her id through the steps, and drops anything that is not an id", () => {
    const choice = readBookingChoice(new URLSearchParams(`items=cloud-wax&step=time&practitioner=${maya}`));
    expect(choice.practitioner).toBe(maya);
    expect(bookingChoiceParams({ ...choice, date: "2031-03-04" }).toString()).toBe(`items=cloud-wax&step=time&practitioner=${maya}&date=2031-03-04`);
    expect(readBookingChoice(new URLSearchParams("items=cloud-wax&practitioner=maya")).practitioner).toBeUndefined();
  });

  it("loads again when she names someone else or any: the free times are hers", () => {
    expect(choiceNeedsReload(url("items=cloud-wax&step=time"), url(`items=cloud-wax&step=time&practitioner=${maya}`))).toBe(true);
    expect(choiceNeedsReload(url(`items=cloud-wax&step=time&practitioner=${maya}`), url("items=cloud-wax&step=time"))).toBe(true);
  });
});
