import { describe, expect, it } from "vitest";
import { studioInstant } from "~/lib/studio-clock";
import { quoteAsTestimonial, quoteName, reviewAnswerSchema, reviewSendAt, reviewTerms } from "./review-rules";

describe("quoteName: a published quote never carries a surname", () => {
  it.each([
    ["Amelia Hart", "Amelia H."],
    ["amelia hart", "Amelia H."],
    ["  Zoë   O'Brien  ", "Zoë O."],
    ["Mary Jane van der Berg", "Mary B."],
    ["Priya", "Priya"],
    ["Ruth Smith-Jones", "Ruth S."],
    ["Dr. Jane Doe", "Jane D."],
    ["Mrs Amelia Hart", "Amelia H."],
    ["Amelia H.", "Amelia H."],
    ["12345", null],
    ["", null],
  ])("%j → %j", (full, shown) => {
    expect(quoteName(full)).toBe(shown);
  });

  it("leaves no word of the surname but its initial, whatever the name", () => {
    for (const full of ["Grace O'Neill", "Sophie de la Cruz", "Chloé Brontë", "Hannah-Mae Lee"]) {
      const shown = quoteName(full)!;
      expect(shown).toMatch(/^\S+( \S\.)?$/);
      const surname = full.split(" ").at(-1)!;
      expect(shown).not.toContain(surname);
    }
  });

  it("is applied again when a stored quote is shown", () => {
    const row = { id: "x", quoteName: "Amelia Hart", service: "Brow Lift", rating: 4, comment: "Lovely.", answeredAt: new Date("2026-10-05T10:00:00Z") };
    expect(quoteAsTestimonial(row)).toMatchObject({ name: "Amelia H.", rating: 4, text: "Lovely.", given: "2026-10" });
    expect(quoteAsTestimonial({ ...row, comment: null })).toBeNull();
  });
});

describe("reviewSendAt: the studio's send time the day after the visit", () => {
  it("is 10:00 London the next day, in summer time and in winter", () => {
    expect(reviewSendAt("2026-07-14", studioInstant("2026-07-14", "18:00"))).toEqual(new Date("2026-07-15T09:00:00Z"));
    expect(reviewSendAt("2026-12-01", studioInstant("2026-12-01", "18:00"))).toEqual(new Date("2026-12-02T10:00:00Z"));
    expect(reviewTerms.sendTime).toBe("10:00");
  });

  it("the visit marked completed late: now, not a time already past", () => {
    const late = studioInstant("2026-07-16", "09:00");
    expect(reviewSendAt("2026-07-14", late)).toEqual(late);
  });
});

describe("the rating form", () => {
  it("takes 1 to 5 stars from a form post, an optional comment and an unticked consent", () => {
    expect(reviewAnswerSchema.parse({ rating: "5", comment: "  Lovely  " })).toEqual({ rating: 5, comment: "Lovely", quoteConsent: false });
    expect(reviewAnswerSchema.parse({ rating: 3, quoteConsent: "on" })).toEqual({ rating: 3, comment: "", quoteConsent: true });
  });

  it.each([{}, { rating: "0" }, { rating: "6" }, { rating: "4.5" }, { rating: "five" }, { rating: 2.5 }])("refuses %j", (payload) => {
    expect(reviewAnswerSchema.safeParse(payload).success).toBe(false);
  });

  it("refuses a comment past its length", () => {
    expect(reviewAnswerSchema.safeParse({ rating: "4", comment: "x".repeat(reviewTerms.commentMax + 1) }).success).toBe(false);
  });
});
