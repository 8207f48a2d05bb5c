import type { FieldErrors } from "~/lib/forms";
import type { FormValues } from "~/ui/forms/form-result";
import { TextField } from "~/ui/forms/text-field";

/** Full name, email and phone: the fields every waitlist asks for. */
export function PersonFields({ values, errors }: { values: FormValues; errors: FieldErrors }) {
  return (
    <>
      <TextField name="name" label="Full name" required autoComplete="name" defaultValue={values.name} errors={errors.name} />
      <TextField
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        defaultValue={values.email}
        errors={errors.email}
      />
      <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" defaultValue={values.phone} errors={errors.phone} />
    </>
  );
}
