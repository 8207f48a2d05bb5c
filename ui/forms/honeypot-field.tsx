import { HONEYPOT_FIELD } from "~/lib/form-messages";

/**
 * A field for bots only. It is moved off-screen rather than display:none, which many bots know to skip; people
 * never reach it (no tab stop, hidden from assistive technology) and the server drops any post that fills it.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-field`}>Your website (leave this empty)</label>
      <input id={`${HONEYPOT_FIELD}-field`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
