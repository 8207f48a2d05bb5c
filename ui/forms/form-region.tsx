import type { ReactNode } from "react";
import type { ToastMessage } from "~/ui/toast";

/**
 * The part of a form page that changes with the answer: the form or the thank-you screen, and a description of
 * the answer's toast. The script of pages without React swaps this element for the one in the server's answer
 * (matched by `id`) and shows the toast; templates are inert, so without the script nothing shows it.
 */
export function FormRegion({ id, toast, className, children }: { id: string; toast?: ToastMessage; className?: string; children: ReactNode }) {
  return (
    <div id={id} data-form-region className={className}>
      {children}
      {toast && (
        <template data-toast data-title={toast.title} data-description={toast.description} data-variant={toast.variant ?? "default"} />
      )}
    </div>
  );
}
