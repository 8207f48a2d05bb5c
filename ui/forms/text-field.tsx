import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { controlClass, FieldShell, type FieldProps } from "./field-shell";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "required" | "className">;

export function TextField({ name, label, errors, description, required, ...input }: FieldProps & InputProps) {
  return (
    <FieldShell name={name} label={label} errors={errors} description={description} required={required}>
      {(control) => <input type="text" {...input} {...control} className={controlClass(Boolean(errors?.length))} />}
    </FieldShell>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "required" | "className">;

export function TextAreaField({ name, label, errors, description, required, ...textarea }: FieldProps & TextAreaProps) {
  return (
    <FieldShell name={name} label={label} errors={errors} description={description} required={required}>
      {(control) => <textarea rows={5} {...textarea} {...control} className={`${controlClass(Boolean(errors?.length))} resize-y`} />}
    </FieldShell>
  );
}
