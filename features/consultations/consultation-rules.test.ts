import { describe, expect, it } from "vitest";
import { consultationForms } from "~/content/consultation-forms";
import { ageOn, bodyMassIndex, consultationFormFor, ineligibleReasons, readAnswers } from "./consultation-rules";
import { readConsultation } from "./consultation-request";

const form = consultationFormFor("the-ice-sculpt")!;
const today = "2026-06-15";
const fine = { dateOfBirth: "1990-03-02", heightCm: 165, weightKg: 60, pregnant: false, coldUrticaria: false, cryoglobulinaemia: false, raynauds: false, herniaOrSurgery: false, implant: false, impairedSensation: false };
const reasons = (answers: Record<string, unknown>) => {
  const read = readAnswers(form, { ...fine, ...answers });
  if (!read.ok) throw new Error(JSON.stringify(read.fieldErrors));
  return ineligibleReasons(form, read.answers, today);
};

describe("every form", () => {
  it("names each question once, and each rule names questions it asks", () => {
    for (const each of consultationForms) {
      const ids = each.questions.map((question) => question.id);
      expect(new Set(ids).size, each.service).toBe(ids.length);
      const named = each.rules.flatMap((rule) => (rule.kind === "bmi" ? [rule.heightCm, rule.weightKg] : [rule.question]));
      expect(ids, each.service).toEqual(expect.arrayContaining(named));
      expect(each.consentText.length).toBeGreaterThan(50);
    }
  });
});

describe("age and BMI", () => {
  it("counts a birthday on the day itself", () => {
    expect(ageOn("2008-06-15", today)).toBe(18);
    expect(ageOn("2008-06-16", today)).toBe(17);
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
  });

  it("takes BMI from centimetres and kilograms", () => {
    expect(bodyMassIndex(165, 87)).toBeCloseTo(31.96, 2);
  });
});

describe("the fat-freezing rules (spec 9, DESIGN 11)", () => {
  it("let an adult with a BMI in range and no contraindication book", () => {
    expect(reasons({})).toEqual([]);
    expect(reasons({ dateOfBirth: "2008-06-15" })).toEqual([]);
  });

  it.each([
    ["17 the day before her birthday", { dateOfBirth: "2008-06-16" }, /18 or over/],
    ["a BMI of 32", { weightKg: 87 }, /BMI/],
    ["a BMI under 18.5", { weightKg: 50 }, /BMI/],
    ["pregnancy", { pregnant: true }, /pregnancy/],
    ["cold urticaria", { coldUrticaria: "yes" }, /cold urticaria/],
    ["a pacemaker", { implant: true }, /pacemaker/],
  ])("refuse %s with its own reason", (_label, answers, reason) => {
    expect(reasons(answers)).toEqual([expect.stringMatching(reason)]);
  });

  it("give every reason that applies", () => {
    expect(reasons({ raynauds: true, impairedSensation: true, weightKg: 90 })).toHaveLength(3);
  });
});

describe("reading answers", () => {
  it("takes a plain form's strings and JSON's values alike, and drops what the form does not ask", () => {
    const read = readAnswers(form, { ...fine, heightCm: "165", pregnant: "no", favouriteColour: "blue" });
    expect(read).toEqual({ ok: true, answers: { ...fine } });
  });

  it("names each missing or bad answer", () => {
    const read = readAnswers(form, { ...fine, heightCm: 400, dateOfBirth: "2001-02-30", raynauds: undefined });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(Object.keys(read.fieldErrors).sort()).toEqual(["consultation.dateOfBirth", "consultation.heightCm", "consultation.raynauds"]);
  });
});

describe("readConsultation", () => {
  const given = (extra: Record<string, unknown>) => ({ formVersion: form.version, answers: fine, healthDataConsent: true, ...extra });

  it("refuses in order: missing, no explicit consent, old version, bad answers, ruled out", () => {
    const code = (payload: unknown) => {
      const read = readConsultation(form, payload, today);
      return read.ok ? "ok" : read.code;
    };
    expect(code(undefined)).toBe("consultation-required");
    expect(code(given({ healthDataConsent: false, answers: {} }))).toBe("health-consent-required");
    expect(code(given({ formVersion: form.version + 1, answers: {} }))).toBe("consultation-form-changed");
    expect(code(given({ answers: { ...fine, heightCm: "tall" } }))).toBe("invalid");
    expect(code(given({ answers: { ...fine, pregnant: true } }))).toBe("not-eligible");
    expect(code(given({}))).toBe("ok");
    expect(code({ atStudio: true })).toBe("ok");
    expect(readConsultation(form, { atStudio: true }, today, { allowAtStudio: false }).ok).toBe(false);
  });

  it("carries the reasons and the suggestion with a not-eligible refusal", () => {
    const read = readConsultation(form, given({ answers: { ...fine, weightKg: 87 } }), today);
    expect(read).toMatchObject({ ok: false, kind: "not-eligible", details: { reasons: [expect.stringMatching(/BMI/)], suggestion: form.suggestion } });
  });
});
