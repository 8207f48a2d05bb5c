import { describe, expect, it } from "vitest";
import { messages, throttledMessage } from "./forms";
import { apiRefusal, invalid, namedUseCase, pageRefusal, refuse, serves, throttled, useCasesOf } from "./use-case";

describe("the refusal table", () => {
  it("answers a throttled request with the API's one sentence and Retry-After, and pages with how long to wait", () => {
    const refusal = throttled(90);
    expect(apiRefusal(refusal)).toEqual({ status: 429, body: { message: messages.tooManyRequests, code: "throttled" }, headers: { "Retry-After": "90" } });
    expect(pageRefusal(refusal)).toEqual({ status: 429, body: { ok: false, code: "throttled", message: throttledMessage(90) }, headers: { "Retry-After": "90" } });
  });

  it("slows guessing with 429 and Retry-After, the API keeping the sentence that says what was slowed", () => {
    const refusal = { ...refuse("too-many-guesses", "throttled", "Too many sign-in attempts."), retryAfter: 300 };
    expect(apiRefusal(refusal)).toEqual({ status: 429, body: { message: "Too many sign-in attempts.", code: "throttled" }, headers: { "Retry-After": "300" } });
    expect(apiRefusal(refusal).status).toBe(429);
  });

  it("answers a link that no longer works with 410", () => {
    expect(pageRefusal(refuse("gone", "used", "Used.")).status).toBe(410);
  });

  it("names a form error invalid-request on the API and by the use case's own code on pages", () => {
    const refusal = invalid({ message: "Please check the highlighted fields.", fieldErrors: { items: ["Please select a service"] } }, "basket");
    expect(apiRefusal(refusal).body).toEqual({ message: "Please check the highlighted fields.", code: "invalid-request", fieldErrors: { items: ["Please select a service"] } });
    expect(pageRefusal(refusal).body.code).toBe("basket");
  });

  it("keeps a business rule's code on both, with the status its kind gives", () => {
    const refusal = refuse("conflict", "slot-taken", "That time has just been taken.");
    expect(apiRefusal(refusal)).toEqual({ status: 409, body: { message: "That time has just been taken.", code: "slot-taken" }, headers: {} });
    expect(apiRefusal(refuse("refused", "patch-test-required", "Book a patch test first.")).status).toBe(400);
    expect(apiRefusal(refuse("duplicate", "slug-taken", "Taken.")).body.code).toBe("conflict");
  });

  it("answers a provider out of reach with 503 and Retry-After: the API's generic code, the page's own", () => {
    const refusal = { ...refuse("unavailable", "billing-unavailable", "Try again in a minute."), retryAfter: 60 };
    expect(apiRefusal(refusal)).toEqual({ status: 503, body: { message: "Try again in a minute.", code: "unavailable" }, headers: { "Retry-After": "60" } });
    expect(pageRefusal(refusal)).toEqual({ status: 503, body: { ok: false, code: "billing-unavailable", message: "Try again in a minute." }, headers: { "Retry-After": "60" } });
  });

  it("marks a handler with the names of the use cases it serves, and refuses a function that is not one", () => {
    const submit = namedUseCase("example.create", async () => ({ ok: true as const }));
    expect(useCasesOf(serves([submit], () => undefined))).toEqual(["example.create"]);
    expect(useCasesOf(() => undefined)).toEqual([]);
    expect(() => serves([async () => undefined], () => undefined)).toThrow(/namedUseCase/);
  });
});
