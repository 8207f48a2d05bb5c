import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { messages, parseForm, type FieldErrors } from "~/domain/forms";
import { useCameBackToForm } from "./back-to-form-link";
import type { FormResult, FormValues } from "./form-result";

/** The fields a person can reach, in page order (not hidden inputs, not the honeypot). */
function reachableFields(form: HTMLFormElement | null): HTMLInputElement[] {
  if (!form) return [];
  return (Array.from(form.elements) as HTMLInputElement[]).filter((field) => field.type !== "hidden" && field.tabIndex >= 0);
}

/** Moves focus to the first field that has an error, so its message is read out. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  reachableFields(form).find((field) => errors[field.name]?.length)?.focus();
}

/**
 * One schema for the browser and the server: the form is checked on submit with the same rules and messages the
 * action applies, and only sent when it passes. Without JavaScript the action's answer fills the same places.
 */
export function useValidatedForm(
  schema: z.ZodType,
  result: FormResult | undefined,
  /** Said beside the button instead of the server's own words when sending failed. */
  options: { failureMessage?: string } = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const pending = useNavigation().state === "submitting";

  const serverErrors = result?.status === "invalid" ? result.fieldErrors : undefined;
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};
  const values: FormValues = result && result.status !== "success" ? result.values : {};
  const formMessage = clientErrors
    ? messages.invalidForm
    : result?.status === "error"
      ? (options.failureMessage ?? result.message)
      : result?.status === "invalid" || result?.status === "throttled"
        ? result.message
        : undefined;

  useEffect(() => {
    if (result?.status === "invalid") focusFirstInvalid(formRef.current, result.fieldErrors);
  }, [result]);

  const cameBack = useCameBackToForm();
  useEffect(() => {
    if (cameBack) reachableFields(formRef.current)[0]?.focus();
  }, [cameBack]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const parsed = parseForm(schema, Object.fromEntries(new FormData(form)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    // Rendered first, so the focused field is already described by its message.
    flushSync(() => setClientErrors(parsed.error.fieldErrors));
    focusFirstInvalid(form, parsed.error.fieldErrors);
  };

  return { formRef, onSubmit, errors, values, pending, formMessage };
}
