import { Search } from "lucide-react";
import { useId } from "react";

/** A labelled search field; results follow as the member of staff types (the list asks once typing pauses). */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="grid flex-1 gap-1.5">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" size={18} className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-plum-700" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="block min-h-11 w-full rounded-xl border border-plum-500/70 bg-white py-2.5 pr-4 pl-11 text-base text-ink placeholder:text-muted"
        />
      </div>
    </div>
  );
}
