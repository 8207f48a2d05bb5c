/**
 * How an outbox message's badge is coloured: waiting, delivered, or given up on after retries. The badge carries its
 * word too, so colour is never the only signal; one of the dashboard's badge tones (ui/admin/badge.tsx).
 */
export function mailTone(status: string): "green" | "red" | "yellow" {
  if (status === "sent") return "green";
  if (status === "failed") return "red";
  return "yellow";
}
