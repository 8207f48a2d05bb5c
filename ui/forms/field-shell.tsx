import { useId, type ReactNode } from "react";
import { FieldError } from "./field-error";

export interface FieldProps {
  name: string;
  label: ReactNode;
  /** The schema's messages for this field; the first is shown. */
  errors?: string[];
  description?: ReactNode;
  required?: boolean;
}

/** What every control needs to be labelled, described and marked invalid. */
export interface ControlProps {
  id: string;
  name: string;
  required?: boolean;
  "aria-required"?: true;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export const controlClass = (invalid: boolean) =>
  `block min-h-11 w-full scroll-mt-24 rounded-xl border bg-white px-4 py-2.5 text-base text-ink placeholder:text-muted ${
    invalid ? "border-red-700" : "border-plum-500/70"
  }`;

/** Label, optional description, the control and its error, wired together by id. */
export function FieldShell({ name, label, errors, description, required, children }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const error = errors?.[0];
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-plum-700">
            *
          </span>
        )}
      </label>
      {description && (
        <p id={descriptionId} className="text-sm text-muted">
          {description}
        </p>
      )}
      {children({
        id,
        name,
        required,
        "aria-required": required ? true : undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
