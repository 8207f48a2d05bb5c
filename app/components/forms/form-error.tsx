import { CircleAlert } from "lucide-react";

/** A message about the whole form (the server failed, too many attempts), announced when it appears. */
export function FormError({ message, details = [] }: { message: string | undefined; details?: string[] }) {
  return (
    <div role="alert" className="empty:hidden">
      {message && (
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
      )}
    </div>
  );
}
