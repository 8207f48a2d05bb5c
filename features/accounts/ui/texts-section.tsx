import { MessageSquare } from "lucide-react";
import { startKeywords, stopKeywords } from "~/features/texts";
import { formatLondonDateTime } from "~/lib/display-time";
import { CheckboxField } from "~/ui/forms/checkbox-field";
import type { AccountTexts } from "../account-view";

/**
 * Her texts about her appointments, beside her marketing choices: which numbers we text, whether they are on, and the
 * one switch for them, which is what replying STOP or START to a text does too.
 */
export function TextsSection({ texts, saved }: { texts: AccountTexts; saved: boolean }) {
  const on = texts.numbers.some((number) => number.on);
  return (
    <section aria-labelledby="texts-title" className="mt-10">
      <h2 id="texts-title" tabIndex={-1} className="flex items-center gap-2 text-2xl font-semibold">
        <MessageSquare aria-hidden="true" size={22} className="text-plum-700" />
        Texts about your appointments
      </h2>
      <div role="status" className="mt-2">
        {saved && <p className="font-semibold text-green-900">Your choice is saved.</p>}
      </div>
      <p className="mt-2 max-w-2xl text-muted">
        {`When you ask for texts as you book, we text you a reminder the day before your appointment, and a time you asked to be told about when it is free. Reply ${stopKeywords[0]} to any of our texts to stop them all, to that number; reply ${startKeywords[0]} to turn them back on. The box below does the same.`}
      </p>
      {texts.numbers.length === 0 ? (
        <p className="mt-4">None of your bookings has a mobile number for texts, so we don't text you.</p>
      ) : (
        <>
          <ul className="mt-4 grid gap-1">
            {texts.numbers.map((number) => (
              <li key={number.phone}>
                <span className="font-semibold">{number.shown}</span>: {number.on ? "texts on" : "texts off"}
                {number.changedAt && (
                  <span className="text-muted">
                    {" "}
                    ({number.by === "reply" ? "by your reply" : "here"} on {formatLondonDateTime(new Date(number.changedAt))})
                  </span>
                )}
              </li>
            ))}
          </ul>
          <form method="post" className="mt-4 grid max-w-2xl gap-4">
            <input type="hidden" name="intent" value="texts" />
            <CheckboxField
              name="texts"
              defaultChecked={on}
              label="Text me about my appointments"
              description={`Unticked, nothing is texted to ${texts.numbers.length === 1 ? "this number" : "these numbers"} until you tick it again or reply START.`}
            />
            <button type="submit" className="btn-secondary justify-self-start">
              Save my text choice
            </button>
          </form>
        </>
      )}
    </section>
  );
}
