export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/** Creates the toast area once (a labelled region, F8 focuses it). */
export function startToasts(doc: Document = document): void {
  void doc;
}

/** Shows one toast, replacing any other (DESIGN section 2): 5 s, swipe right to dismiss, close button. */
export function showToast(message: ToastMessage): void {
  void message;
}
