import { data, redirect } from "react-router";
import type { Submission } from "~/lib/forms";
import type { ToastMessage } from "~/ui/toast";
import { HONEYPOT_FIELD, messages, type FieldErrors } from "~/lib/forms";
import { invalid, pageRefusal, throttled, type Refusal } from "~/lib/use-case";

/** What a typed field held, echoed back on an error so nothing the visitor wrote is lost. */
export type FormValues = Record<string, string>;

/** What a public form's action hands its page; the page renders it whether or not the browser runs the script. */
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
 * A stored post is answered with a redirect to the page with this in its query (post/redirect/get), which shows
 * the thank-you screen: reloading it, or going back to it, sends nothing a second time.
 */
export const SENT_PARAM = "sent";

/**
 * Runs a submission and turns its outcome into the action's answer: 303 to the thank-you screen on success (a bot
 * that filled the honeypot is told the same), 400 with field errors, 429 with how long to wait, 500 if the
 * database failed. The refusals render the page again with what was typed.
 */
export async function answerSubmission(request: Request, submit: (payload: unknown) => Promise<Submission>) {
  const formData = await request.formData();
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
      return redirect(`${new URL(request.url).pathname}?${SENT_PARAM}`, 303);
    case "invalid":
      return formRefusal(invalid(submission.error), values);
    case "throttled":
      return formRefusal(throttled(submission.retryAfter), values);
  }
}

/**
 * A public form's use case refused the post (lib/use-case.ts): the page renders again with what was typed and why,
 * at the refusal's status (400 with the field errors; 429 with how long to wait and Retry-After).
 */
export function formRefusal(refusal: Refusal<"invalid" | "throttled">, values: FormValues) {
  const { status, headers } = pageRefusal(refusal);
  const result: Extract<FormResult, { status: "invalid" | "throttled" }> =
    refusal.code === "invalid"
      ? { status: "invalid", message: refusal.message || messages.invalidForm, fieldErrors: refusal.fieldErrors ?? {}, values }
      : { status: "throttled", message: refusal.message, values };
  return data(result, { status, headers });
}

/** A route's `headers`: a page's form answer keeps its action's headers (Retry-After when throttled). */
export function formHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  return actionHeaders;
}

/** A page's two toasts (spec section 8): what a success says, and what a failure says. */
export interface ResultToasts {
  success: { title: string; description: string };
  failure: { title: string; description: string };
}

/**
 * The toast for an answer: success, or a destructive failure (a throttled visitor is told how long to wait).
 * Field errors need no toast: they sit under the fields.
 */
export function resultToast(result: FormResult | undefined, toasts: ResultToasts): ToastMessage | undefined {
  switch (result?.status) {
    case "success":
      return { ...toasts.success };
    case "error":
      return { ...toasts.failure, variant: "destructive" };
    case "throttled":
      return { title: toasts.failure.title, description: result.message, variant: "destructive" };
    default:
      return undefined;
  }
}

/** What a form shows for an answer: each field's errors, what was typed, and the message above the button. */
export interface FormView {
  errors: FieldErrors;
  values: FormValues;
  message: string | undefined;
}

/** `failureMessage` is said beside the button instead of the server's own words when sending failed. */
export function formView(result: FormResult | undefined, failureMessage: string): FormView {
  if (!result || result.status === "success") return { errors: {}, values: {}, message: undefined };
  return {
    errors: result.status === "invalid" ? result.fieldErrors : {},
    values: result.values,
    message: result.status === "error" ? failureMessage : result.message,
  };
}
