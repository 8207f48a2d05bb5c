import { ChevronDown } from "lucide-react";
import type { SelectHTMLAttributes } from "react";
import { controlClass, FieldShell, type FieldProps } from "./field-shell";

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "required" | "className" | "children">;

/** A native select (keyboard, screen readers and phones all know it), styled to match the text fields. */
export function SelectField({
  name,
  label,
  errors,
  description,
  required,
  options,
  placeholder,
  ...select
}: FieldProps & SelectProps & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <FieldShell name={name} label={label} errors={errors} description={description} required={required}>
      {(control) => (
        <div className="relative">
          <select {...select} {...control} className={`${controlClass(Boolean(errors?.length))} cursor-pointer appearance-none pr-10`}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" size={18} className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-plum-700" />
        </div>
      )}
    </FieldShell>
  );
}
