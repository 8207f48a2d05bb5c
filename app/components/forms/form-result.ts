import { data } from "react-router";
import type { Submission } from "~/domain/public-forms.server";
import { HONEYPOT_FIELD, messages, throttledMessage, type FieldErrors } from "~/domain/forms";

/** What a typed field held, echoed back on an error so nothing the visitor wrote is lost. */
export type FormValues = Record<string, string>;

/** What a public form's action hands its page, with JavaScript or without. */
export type FormResult =
  | { status: "success" }
  | { status: "invalid"; message: string; fieldErrors: FieldErrors; values: FormValues }
  | { status: "throttled"; message: string; values: FormValues }
  | { status: "error"; message: string; values: FormValues };

export const serverFaultMessage = messages.serverFault;

/** The text fields of a posted form, without the honeypot (a bot's entry is never shown back). */
export function typedValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && name !== HONEYPOT_FIELD) values[name] = value;
  }
  return values;
}

/**
 * Runs a submission and turns its outcome into the action's answer: 200 on success (a bot that filled the
 * honeypot is told the same), 400 with field errors, 429 with how long to wait, 500 if the database failed.
 */
export async function answerSubmission(formData: FormData, submit: (payload: unknown) => Promise<Submission>) {
  const values = typedValues(formData);
  let submission: Submission;
  try {
    submission = await submit(Object.fromEntries(formData));
  } catch (error) {
    console.error(error);
    return data<FormResult>({ status: "error", message: serverFaultMessage, values }, { status: 500 });
  }
  switch (submission.outcome) {
    case "stored":
    case "dropped":
      return data<FormResult>({ status: "success" });
    case "invalid":
      return data<FormResult>(
        { status: "invalid", message: submission.error.message || messages.invalidForm, fieldErrors: submission.error.fieldErrors, values },
        { status: 400 },
      );
    case "throttled":
      return data<FormResult>(
        { status: "throttled", message: throttledMessage(submission.retryAfter), values },
        { status: 429, headers: { "Retry-After": String(submission.retryAfter) } },
      );
  }
}

/** A route's `headers`: a page's form answer keeps its action's headers (Retry-After when throttled). */
export function formHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  return actionHeaders;
}

/**
 * The browser side of a form action: a failed request (a server fault, a lost connection) becomes an "error"
 * result that the page shows beside the form, still filled in, rather than the error page.
 */
export async function submitFromBrowser(
  request: Request,
  serverAction: () => Promise<FormResult>,
): Promise<FormResult> {
  const values = typedValues(await request.clone().formData());
  try {
    return await serverAction();
  } catch {
    return { status: "error", message: serverFaultMessage, values };
  }
}
