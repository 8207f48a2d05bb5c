/**
 * What the staff diary answers (GET /api/diary, the dashboard's hour grid): one shape, read by the server that builds
 * it and the grid that draws it.
 */
export const DIARY_MAX_DAYS = 7;

export type DiaryColumnKind = "practitioner" | "room" | "machine";
export interface DiaryColumnView {
  id: string;
  kind: DiaryColumnKind;
  name: string;
}

export type DiaryItemKind = "booking" | "hold" | "break" | "leave" | "closure";
export interface DiaryItemView {
  kind: DiaryItemKind;
  columnId: string;
  startsAt: string;
  endsAt: string;
  bookingId?: string;
  /** A booking's or hold's: the client's first name only, the service and the booking's status. */
  client?: string;
  service?: string;
  status?: string;
  /**
   * A practitioner's part of a booking that frees her in between (fat freezing's cooling): the booking's whole
   * span, of which this item is the part that needs her; the rest is its processing time.
   */
  bookingStartsAt?: string;
  bookingEndsAt?: string;
  /** A break's, leave's or closure's words: "Lunch", "Not working", the leave's reason, the closure's or bank holiday's. */
  label?: string;
}

export interface StaffDiary {
  from: string;
  days: number;
  columns: DiaryColumnView[];
  items: DiaryItemView[];
}
