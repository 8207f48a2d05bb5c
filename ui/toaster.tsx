import { useEffect } from "react";
import { showToast, startToasts } from "./toast";

/**
 * Hydrated pages use the same toast area as pages without React (ui/toast.ts), so toasts look and
 * behave the same everywhere. It is created after hydration, outside React's tree.
 */
export const toast = showToast;

export function Toaster() {
  useEffect(() => startToasts(), []);
  return null;
}
