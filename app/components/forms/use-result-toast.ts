import { useEffect } from "react";
import { toast } from "~/app/components/toaster";
import type { FormResult } from "./form-result";

export interface ResultToasts {
  success: { title: string; description: string };
  failure: { title: string; description: string };
}

/**
 * The toast for each answer a form gets: success, or a destructive failure (a throttled visitor is told how long
 * to wait). Field errors need no toast: they sit under the fields. Pass a stable `toasts` object.
 */
export function useResultToast(result: FormResult | undefined, toasts: ResultToasts) {
  useEffect(() => {
    if (result?.status === "success") toast(toasts.success);
    else if (result?.status === "error") toast({ ...toasts.failure, variant: "destructive" });
    else if (result?.status === "throttled") toast({ title: toasts.failure.title, description: result.message, variant: "destructive" });
  }, [result, toasts]);
}
