import { describe, expect, it } from "vitest";
import { refusalOf } from "./booking-request";

const details = ["name", "email", "phone", "notes", "policyAccepted", "earlyStartRequested"];

describe("where a refused booking sends her", () => {
  it("back to the times for a time taken or refused, to the field for her details, to the treatments for the basket", () => {
    expect(refusalOf({ ok: false, code: "slot-taken", message: "Taken" }, details)).toEqual({ to: "times", message: "Taken" });
    expect(refusalOf({ ok: false, code: "invalid", message: "Check", fieldErrors: { preferredTime: ["Choose a time"] } }, details)).toEqual({ to: "times", message: "Choose a time" });
    expect(refusalOf({ ok: false, code: "invalid", message: "Check", fieldErrors: { email: ["Bad email"] } }, details)).toEqual({ to: "fields", fieldErrors: { email: ["Bad email"] }, message: "Check" });
    expect(refusalOf({ ok: false, code: "basket", message: "Choose again", fieldErrors: { patchTest: ["Answer"] } }, details)).toEqual({ to: "services", message: "Choose again", patchTestError: "Answer" });
    expect(refusalOf({ ok: false, code: "invalid", message: "Check", fieldErrors: { practitionerId: ["Not her"] } }, details)).toEqual({ to: "practitioner", message: "Not her" });
  });

  it("says a link's or a form's change where it stands and reads the page again; anything else is the general failure", () => {
    expect(refusalOf({ ok: false, code: "early-access-used", message: "Used" }, details)).toEqual({ to: "form", message: "Used", revalidate: true });
    expect(refusalOf({ ok: false, code: "too-many-free-bookings", message: "Too many" }, details)).toEqual({ to: "form", message: "Too many", revalidate: false });
    expect(refusalOf({ ok: false, code: "invalid", message: "Check", fieldErrors: { somethingElse: ["?"] } }, details)).toEqual({ to: "unknown" });
  });
});
