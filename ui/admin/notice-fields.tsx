import { TextAreaField, TextField } from "~/ui/forms/text-field";
import type { FieldErrors } from "~/lib/forms";

/**
 * An emailed cancellation notice's fields (lib/cancellation-notice, docs/decisions/0036): the day it arrived and a
 * note. Optional where the dialog also serves a cancellation asked now (vouchers, memberships); required where the
 * dialog only records a notice (a booking's).
 */
export function NoticeFields({ errors, required = false }: { errors: FieldErrors; required?: boolean }) {
  return (
    <>
      {required ? (
        <TextField name="receivedAt" label="Notice received on" type="date" required errors={errors.receivedAt} />
      ) : (
        <TextField
          name="receivedAt"
          label="Notice received by email on (optional)"
          type="date"
          description="Leave empty when she asks now; a notice that came by email counts from the day it arrived."
          errors={errors.receivedAt}
        />
      )}
      <TextAreaField name="note" label="Note (optional)" rows={2} maxLength={1000} errors={errors.note} />
    </>
  );
}

/** What the fields send: the shape POST /api/…/cancel and the dashboard's actions read. */
export const noticeFrom = (form: FormData) => ({ receivedAt: String(form.get("receivedAt") ?? ""), note: String(form.get("note") ?? "") });
