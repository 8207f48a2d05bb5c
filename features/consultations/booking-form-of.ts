import { consultationFormFor } from "./consultation-rules";

/** The form a stored booking's items ask, if any. */
export function bookingFormOf(items: unknown) {
  const list = Array.isArray(items) ? (items as { id?: unknown }[]) : [];
  return list.map((item) => (typeof item.id === "string" ? consultationFormFor(item.id) : undefined)).find((form) => form !== undefined);
}
