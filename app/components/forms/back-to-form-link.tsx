import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";

/** State a page's form reads to put focus in its first field when the visitor comes back for another go. */
export interface BackToFormState {
  focusForm?: boolean;
}

/**
 * Back to an empty form: a plain link to the page itself, so it works before JavaScript too. The navigation
 * clears the action's answer, and the form renders afresh.
 */
export function BackToFormLink({ children, className }: { children: ReactNode; className: string }) {
  const { pathname } = useLocation();
  const state: BackToFormState = { focusForm: true };
  return (
    <Link to={pathname} state={state} preventScrollReset className={className}>
      {children}
    </Link>
  );
}

/** True when the visitor arrived through a BackToFormLink. */
export function useCameBackToForm(): boolean {
  return Boolean((useLocation().state as BackToFormState | null)?.focusForm);
}
