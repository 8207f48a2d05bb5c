import { describe, expect, it } from "vitest";
import { requestState } from "./request-state";
import { checkRequestDays, inPartOfDay, maxRequestDays, timeRequestMessages } from "./time-request-form";

describe("parts of day", () => {
  it("split the day at 12:00 and 17:00 by the appointment's start, each minute in exactly one", () => {
    expect(inPartOfDay("morning", "11:45")).toBe(true);
    expect(inPartOfDay("morning", "12:00")).toBe(false);
    expect(inPartOfDay("afternoon", "12:00")).toBe(true);
    expect(inPartOfDay("afternoon", "16:59")).toBe(true);
    expect(inPartOfDay("evening", "17:00")).toBe(true);
    for (const time of ["00:00", "09:00", "11:59", "12:00", "16:45", "17:00", "23:59"]) {
      expect((["morning", "afternoon", "evening"] as const).filter((part) => inPartOfDay(part, time))).toHaveLength(1);
    }
  });
});

describe("a request's days", () => {
  const today = "2030-03-10";
  it("start today or later, end on or after the start, cover at most the limit and stay within the horizon", () => {
    expect(checkRequestDays({ fromDate: today, toDate: today }, today, 56)).toBeUndefined();
    expect(checkRequestDays({ fromDate: "2030-03-09", toDate: today }, today, 56)).toEqual({ fromDate: [timeRequestMessages.past] });
    expect(checkRequestDays({ fromDate: "2030-03-12", toDate: "2030-03-11" }, today, 56)).toEqual({ toDate: [timeRequestMessages.order] });
    expect(checkRequestDays({ fromDate: today, toDate: "2030-04-07" }, today, 56)).toEqual({ toDate: [timeRequestMessages.tooLong] });
    expect(maxRequestDays).toBe(28);
    expect(checkRequestDays({ fromDate: "2030-04-20", toDate: "2030-05-10" }, today, 56)).toEqual({ toDate: [timeRequestMessages.beyondHorizon] });
  });
});

describe("a request's state", () => {
  const waiting = { withdrawnAt: null, bookedAt: null, toDate: "2030-03-12" };
  it("is booked, offered, withdrawn, expired or waiting, in that order of precedence", () => {
    expect(requestState(waiting, null, "2030-03-10").state).toBe("waiting");
    expect(requestState(waiting, null, "2030-03-13").state).toBe("expired");
    expect(requestState({ ...waiting, withdrawnAt: new Date() }, null, "2030-03-10").state).toBe("withdrawn");
    const offered = requestState(waiting, new Date("2030-03-11T10:30:00Z"), "2030-03-10");
    expect(offered).toEqual({ state: "offered", words: "Offered until Monday 11 March 2030 at 10:30" });
    expect(requestState({ ...waiting, bookedAt: new Date() }, null, "2030-03-13").state).toBe("booked");
  });
});
