import { Users } from "lucide-react";
import { useId } from "react";
import type { PractitionerOption } from "~/features/booking/pages/book-page";

const ANY = "any";

/** Her photo, or her initial where staff gave none: a missing photo is never a broken image. */
function Portrait({ practitioner }: { practitioner: PractitionerOption }) {
  if (practitioner.photo) {
    return <img src={practitioner.photo} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 shrink-0 rounded-full bg-blush-50 object-cover" />;
  }
  return (
    <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-blush-100 font-display text-2xl font-semibold text-plum-800">
      {practitioner.name.trim().charAt(0)}
    </span>
  );
}

/**
 * Step 2's first question (DESIGN 10): any practitioner (the default; the studio's fair rule picks, decision 0050)
 * or one by name, among those who do every treatment in the basket. Asked only when there is a choice to make.
 */
export function PractitionerChoice({
  practitioners,
  value,
  onChange,
}: {
  practitioners: readonly PractitionerOption[];
  /** Her id; undefined for any. */
  value: string | undefined;
  onChange: (practitioner: string | undefined) => void;
}) {
  const id = useId();
  const options = [
    { id: ANY, name: "Any practitioner", bio: "The most free times: whoever is free treats you." },
    ...practitioners,
  ];
  return (
    <fieldset id="practitioner-choice" aria-describedby={`${id}-note`} className="rounded-3xl border border-gold-600/60 bg-white p-5">
      <legend className="float-left w-full font-display text-xl font-semibold text-plum-900">Who would you like to see?</legend>
      <p id={`${id}-note`} className="clear-both pt-2 text-sm text-muted">
        Everyone here does all the treatments you chose. The times below are for the one you pick.
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-blush-200 px-4 py-3 has-[:checked]:border-plum-700 has-[:checked]:bg-blush-50"
          >
            <input
              type="radio"
              name="practitioner"
              value={option.id}
              checked={(value ?? ANY) === option.id}
              onChange={() => onChange(option.id === ANY ? undefined : option.id)}
              className="h-5 w-5 shrink-0 accent-plum-700"
            />
            {"photo" in option ? (
              <Portrait practitioner={option} />
            ) : (
              <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-cream text-plum-800">
                <Users size={26} />
              </span>
            )}
            <span className="grid gap-0.5">
              <span className="font-semibold text-plum-900">{option.name}</span>
              {option.bio && <span className="text-sm text-muted">{option.bio}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
