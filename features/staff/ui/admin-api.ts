import type { FieldErrors } from "~/lib/forms";
import { signInPath } from "~/features/staff/staff-sign-in";

/**
 * The admin API as the dashboard calls it (server/api/admin-routes.server.ts). The browser sends the staff session
 * cookie itself; a 401 means the session ended, so the page goes back to sign-in and returns here after.
 * Rows arrive as JSON: every date is an ISO string.
 */

export interface BookedItem {
  id: string;
  type: "service" | "package";
  packageIndex?: number;
  name: string;
  pricePence: number;
  durationMinutes: number;
}

export interface AdminBooking {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  preferredDate: string | null;
  preferredTime: string | null;
  notes: string | null;
  status: string;
  items: BookedItem[];
  totalPence: number;
  startsAt: string | null;
  endsAt: string | null;
  paymentStatus: string;
  paidAt: string | null;
  holdExpiresAt: string | null;
  cancellationReason: string | null;
  patchTest: string | null;
  createdAt: string;
}

export interface AdminContact {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
  createdAt: string;
}

export interface WaitlistEntry {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  interestedInModeling: string;
  marketingConsent: boolean;
  createdAt: string;
}

export interface DashboardStats {
  todaysAppointments: number;
  awaitingConfirmation: number;
  revenueThisMonthPence: number;
  newInquiries: number;
}

export interface AdminPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  readTime: string;
  image: string;
  tags: string[];
  published: string;
  draft: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
}

export interface PersonalData {
  email: string;
  contacts: AdminContact[];
  bookings: AdminBooking[];
  waitlist: WaitlistEntry[];
  emails: { id: string; kind: string; subject: string; status: string; createdAt: string; sentAt: string | null }[];
}

export interface ErasureCounts {
  contacts: number;
  waitlist: number;
  emails: number;
  bookingsAnonymised: number;
}

export type ApiAnswer<T> =
  | { ok: true; status: number; data: T }
  /** status 0: the request never reached the server (offline, blocked). */
  | { ok: false; status: number; message: string; fieldErrors?: FieldErrors };

export const unreachableMessage = "The studio server could not be reached. Check the connection and try again.";

/** Back to sign-in, returning to this page afterwards. */
export function goToSignIn(): void {
  window.location.assign(signInPath(window.location.pathname + window.location.search));
}

export async function adminCall<T>(
  url: string,
  init: { method?: "GET" | "POST" | "PUT" | "PATCH"; body?: unknown; signal?: AbortSignal } = {},
): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: init.body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, status: 0, message: unreachableMessage };
  }
  if (response.status === 401) goToSignIn();
  const body = response.status === 204 ? undefined : ((await response.json().catch(() => undefined)) as Record<string, unknown> | undefined);
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  return {
    ok: false,
    status: response.status,
    message: typeof body?.message === "string" ? body.message : `${response.status}: ${response.statusText || "Request failed"}`,
    fieldErrors: (body?.fieldErrors as FieldErrors | undefined) ?? undefined,
  };
}
