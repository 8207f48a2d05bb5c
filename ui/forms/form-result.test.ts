import { describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD, messages } from "~/lib/forms";
import { answerSubmission, formView, resultToast, serverFaultMessage, type FormResult, type ResultToasts } from "./form-result";

const toasts: ResultToasts = {
  success: { title: "Message sent successfully!", description: "We'll get back to you within 24 hours." },
  failure: { title: "Failed to send message", description: "Please try again or contact us directly." },
};

const posted = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return new Request("https://studio.example/contact", { method: "POST", body: formData });
};

/** A refusal is data for the page; success is a redirect. */
function refusal(answer: Awaited<ReturnType<typeof answerSubmission>>) {
  if (answer instanceof Response) throw new Error(`expected a refusal, got a ${answer.status} redirect`);
  return answer;
}

describe("answerSubmission", () => {
  it("answers 429 with Retry-After, how long to wait, and what was typed (never the honeypot)", async () => {
    const answer = refusal(await answerSubmission(posted({ name: "Amelia", [HONEYPOT_FIELD]: "bot" }), async () => ({ outcome: "throttled", retryAfter: 90 })));
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("90");
    expect(answer.data).toEqual({
      status: "throttled",
      message: "Too many attempts from your connection. Please wait 2 minutes and try again.",
      values: { name: "Amelia" },
    });
  });

  it("answers 500 with the server-fault message when storing fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = refusal(
      await answerSubmission(posted({ email: "a@example.com" }), async () => {
        throw new Error("database down");
      }),
    );
    expect(answer.init?.status).toBe(500);
    expect(answer.data).toEqual({ status: "error", message: serverFaultMessage, values: { email: "a@example.com" } });
  });

  it("answers 400 with the field errors, and a 303 to the thank-you screen for a stored or a bot's dropped post", async () => {
    const invalid = refusal(
      await answerSubmission(posted({ name: "A" }), async () => ({
        outcome: "invalid",
        error: { message: "", fieldErrors: { name: [messages.name] } },
      })),
    );
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toMatchObject({ status: "invalid", message: messages.invalidForm, fieldErrors: { name: [messages.name] } });
    for (const outcome of ["stored", "dropped"] as const) {
      const answer = await answerSubmission(posted({}), async () => ({ outcome, id: "x" }));
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(303);
      expect((answer as Response).headers.get("Location")).toBe("/contact?sent");
    }
  });
});

describe("resultToast", () => {
  it("says the page's success or failure, tells a throttled visitor how long to wait, and is quiet about field errors", () => {
    expect(resultToast({ status: "success" }, toasts)).toEqual(toasts.success);
    expect(resultToast({ status: "error", message: serverFaultMessage, values: {} }, toasts)).toEqual({ ...toasts.failure, variant: "destructive" });
    expect(resultToast({ status: "throttled", message: "Please wait 1 minute.", values: {} }, toasts)).toEqual({
      title: "Failed to send message",
      description: "Please wait 1 minute.",
      variant: "destructive",
    });
    expect(resultToast({ status: "invalid", message: messages.invalidForm, fieldErrors: {}, values: {} }, toasts)).toBeUndefined();
    expect(resultToast(undefined, toasts)).toBeUndefined();
  });
});

describe("formView", () => {
  const failure = "Something went wrong. Please try again.";

  it("shows nothing for a fresh form or after success", () => {
    for (const result of [undefined, { status: "success" } as FormResult]) {
      expect(formView(result, failure)).toEqual({ errors: {}, values: {}, message: undefined });
    }
  });

  it("keeps what was typed, with the field errors, the throttle message or the page's own failure words", () => {
    const values = { name: "A", email: "a@" };
    expect(formView({ status: "invalid", message: messages.invalidForm, fieldErrors: { name: [messages.name] }, values }, failure)).toEqual({
      errors: { name: [messages.name] },
      values,
      message: messages.invalidForm,
    });
    expect(formView({ status: "throttled", message: "Please wait 3 minutes.", values }, failure)).toEqual({ errors: {}, values, message: "Please wait 3 minutes." });
    expect(formView({ status: "error", message: serverFaultMessage, values }, failure)).toEqual({ errors: {}, values, message: failure });
  });
});
