import { ArrowLeft, ArrowRight } from "lucide-react";
import type { Slot } from "~/features/booking/rules/times/availability";
import type { BookPageData } from "~/features/booking/pages/book-page";
import { DateTimePicker } from "../date-time-picker";
import { PractitionerChoice } from "./practitioner-choice";

/** Step 2: who she would like (when there is a choice), a free day and time for the whole basket, then her details. */
export function TimeStep({
  page,
  loading,
  onRetry,
  practitioner,
  onPractitioner,
  chosenDate,
  slot,
  slotError,
  onSelect,
  onDay,
  onBack,
  onContinue,
}: {
  page: BookPageData;
  loading: boolean;
  onRetry: () => void;
  /** The practitioner she chose (her id), answered at once while her times load; undefined for any. */
  practitioner: string | undefined;
  onPractitioner: (practitioner: string | undefined) => void;
  chosenDate: string | undefined;
  slot: Slot | undefined;
  /** Said when she continues without a free time chosen; hidden once one is. */
  slotError: string | undefined;
  onSelect: (slot: Slot | undefined) => void;
  onDay: (date: string) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  return (
    <>
      {page.practitioners && page.practitioners.length > 1 && (
        <PractitionerChoice practitioners={page.practitioners} value={practitioner} onChange={onPractitioner} />
      )}
      <DateTimePicker page={page} loading={loading} onRetry={onRetry} chosenDate={chosenDate} selected={slot} onSelect={onSelect} onDay={onDay} />
      <div role="alert" className="empty:hidden">
        {slotError && !slot && <p className="font-medium text-red-700">{slotError}</p>}
      </div>
      <p className="text-sm text-muted">
        No time that suits?{" "}
        <a href={page.tellMePath} className="font-semibold text-plum-700 underline">
          Ask to be told when one frees up
        </a>
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} className="btn-secondary">
          <ArrowLeft aria-hidden="true" size={18} />
          Back
        </button>
        <button type="button" onClick={onContinue} className="btn-primary">
          Continue
          <ArrowRight aria-hidden="true" size={18} />
        </button>
      </div>
    </>
  );
}
