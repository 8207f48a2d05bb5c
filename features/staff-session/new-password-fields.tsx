import { TextField } from "~/ui/forms/text-field";
import { newPasswordMessages } from "./new-password";

/**
 * A new password typed twice, as the invitation and the reset ask it (newPasswordSchema checks them): `focus` names
 * the field to focus after a refused post.
 */
export function NewPasswordFields({ errors, focus }: { errors?: { password?: string[]; confirm?: string[] }; focus?: string }) {
  return (
    <>
      <TextField
        name="password"
        type="password"
        label="New password"
        description={newPasswordMessages.hint}
        autoComplete="new-password"
        required
        autoFocus={focus === "password"}
        errors={errors?.password}
      />
      <TextField name="confirm" type="password" label="The password again" autoComplete="new-password" required autoFocus={focus === "confirm"} errors={errors?.confirm} />
    </>
  );
}
