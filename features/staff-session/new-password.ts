import { z } from "~/lib/zod";
import { MIN_PASSWORD_LENGTH, passwordMessages, passwordProblem } from "./password-policy";

/** A new password typed twice, as every form that sets one asks it: the invitation and the reset. */
export const newPasswordMessages = {
  confirm: "The two passwords do not match.",
  hint: `At least ${MIN_PASSWORD_LENGTH} characters; a few unrelated words make a strong one.`,
} as const;

const newPassword = z
  .string({ error: passwordMessages["too-short"] })
  .max(1000)
  .superRefine((password, context) => {
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: "custom", message: passwordMessages[problem] });
  });

const passwords = z.object({ password: newPassword, confirm: z.string({ error: newPasswordMessages.confirm }) });
const matching = (form: { password?: unknown; confirm?: unknown }) => typeof form.password !== "string" || form.password === form.confirm;

/** The staff password rules on `password`, and `confirm` the same; `more` adds a form's other fields. */
export const newPasswordSchema = <Shape extends z.ZodRawShape>(more: Shape) => passwords.extend(more).refine(matching, { error: newPasswordMessages.confirm, path: ["confirm"] });
