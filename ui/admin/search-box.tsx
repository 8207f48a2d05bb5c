import { Search } from "lucide-react";
import { useId } from "react";
import { useAddressSearch } from "./use-fetcher-done";

/**
 * A search form's submit button. The list already follows what is typed; the button commits it at once, and gives
 * the form the submit button that a form needs (WCAG 3.2.2: a form changes the context only on request).
 */
export function SearchButton() {
  return (
    <button
      type="submit"
      className="min-h-11 cursor-pointer self-end rounded-xl border border-plum-700 bg-white px-4 py-2.5 font-semibold text-plum-700 hover:bg-blush-50"
    >
      Search
    </button>
  );
}

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

/**
 * A list's search form whose words live in the page address (useAddressSearch): the list follows as staff type, and
 * the button (or Enter) asks at once.
 */
export function AddressSearchForm({ name, label, placeholder, search, onSearch }: { name: string; label: string; placeholder: string; search: string; onSearch: (search: string) => void }) {
  const [text, setText, searchNow] = useAddressSearch(search, onSearch);
  return (
    <form
      role="search"
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        searchNow();
      }}
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <SearchBox label={label} placeholder={placeholder} value={text} onChange={setText} />
      <SearchButton />
    </form>
  );
}
