import * as Toast from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";

/**
 * One toast at a time (DESIGN section 2): a new one replaces the last. Radix gives the rest the spec asks for:
 * 5 s default, swipe right past 50 px to dismiss, F8 moves focus to the region.
 */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(message: Omit<ToastMessage, "id">): void {
  current = { ...message, id: nextId++ };
  emit();
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const message = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {message && (
        <Toast.Root
          key={message.id}
          onOpenChange={(open) => !open && dismiss(message.id)}
          className={`grid gap-1 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full ${
            message.variant === "destructive" ? "border-red-800 bg-red-800 text-white" : "border-blush-200 bg-white text-ink"
          }`}
        >
          <Toast.Title className="font-semibold">{message.title}</Toast.Title>
          {message.description && <Toast.Description className="text-sm">{message.description}</Toast.Description>}
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 flex h-8 w-8 items-center justify-center rounded-full hover:bg-black/10"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[70] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
