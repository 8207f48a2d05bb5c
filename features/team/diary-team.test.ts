import { describe, expect, it } from "vitest";
import { diaryTeamOf } from "./diary-team";

describe("diaryTeamOf: the team read in the diary's one statement", () => {
  it("gathers each practitioner's services and hours and each room's services, in the order read", () => {
    const team = diaryTeamOf({
      services: [
        ["maya", "henna-brows"],
        ["maya", "brow-lamination"],
        ["priya", "the-ice-sculpt"],
      ],
      hours: [
        ["maya", 1, "09:00", "13:00"],
        ["priya", 1, "10:00", "18:00"],
        ["maya", 1, "14:00", "18:00"],
        // Hours of a member who does no service (or is inactive) make no column.
        ["gone", 2, "09:00", "17:00"],
      ],
      rooms: [
        ["machine", "the-ice-sculpt"],
        ["room", "henna-brows"],
        ["room", "brow-lamination"],
      ],
    });
    expect(team.practitioners).toEqual([
      { id: "maya", services: new Set(["henna-brows", "brow-lamination"]), hours: new Map([[1, [{ opens: "09:00", closes: "13:00" }, { opens: "14:00", closes: "18:00" }]]]) },
      { id: "priya", services: new Set(["the-ice-sculpt"]), hours: new Map([[1, [{ opens: "10:00", closes: "18:00" }]]]) },
    ]);
    expect(team.resources).toEqual([
      { id: "machine", services: new Set(["the-ice-sculpt"]) },
      { id: "room", services: new Set(["henna-brows", "brow-lamination"]) },
    ]);
  });
});
