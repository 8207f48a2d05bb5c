import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { FieldError } from "./field-error";

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id" | "className">;

/** A checkbox whose whole label row is the touch target, with an optional note and error beneath. */
export function CheckboxField({
  label,
  description,
  errors,
  ...input
}: CheckboxProps & { label: ReactNode; description?: ReactNode; errors?: string[] }) {
  const id = useId();
  const error = errors?.[0];
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 font-medium text-ink">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-0.5 h-5 w-5 shrink-0 scroll-mt-24 cursor-pointer accent-plum-700"
        />
        <span>{label}</span>
      </label>
      {description && (
        <p id={descriptionId} className="pl-8 text-sm text-muted">
          {description}
        </p>
      )}
      <div className="pl-8">
        <FieldError id={errorId} message={error} />
      </div>
    </div>
  );
}
