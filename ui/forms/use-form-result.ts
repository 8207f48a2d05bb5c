import { useLocation } from "react-router";
import { SENT_PARAM, type FormResult } from "./form-result";

/** The outcome a form page shows: the action's refusal, or success once the post was redirected to `?sent`. */
export function useFormResult(actionData: FormResult | undefined): FormResult | undefined {
  const sent = new URLSearchParams(useLocation().search).has(SENT_PARAM);
  return actionData ?? (sent ? { status: "success" } : undefined);
}
