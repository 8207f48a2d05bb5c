import { CircleAlert } from "lucide-react";

/** The red box that says what went wrong with the whole form. */
function FormErrorBox({ message, details = [] }: { message: string; details?: string[] }) {
  return (
    <div className="flex items-start gap-2 rounded-xl border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      <CircleAlert aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
      <div>
        <p>{message}</p>
        {details.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * A message about the whole form (the server failed, too many attempts), announced when it appears.
 * `failureMessage` is kept in an inert template for the script of pages without React, which shows it when the
 * server's answer never arrives (app/enhance/public-forms.ts).
 */
export function FormError({ message, details = [], failureMessage }: { message: string | undefined; details?: string[]; failureMessage?: string }) {
  return (
    <>
      <div role="alert" data-form-alert className="empty:hidden">
        {message && <FormErrorBox message={message} details={details} />}
      </div>
      {failureMessage && (
        <template data-failure-alert>
          <FormErrorBox message={failureMessage} />
        </template>
      )}
    </>
  );
}
