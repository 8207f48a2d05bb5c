import { ChevronLeft, ChevronRight } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { PageLink } from "~/ui/admin/dashboard-page";
import { statusLabel } from "../../rules/booking-badges";
import { isBookingStatus } from "../../rules/booking-status";
import {
  freeStarts,
  gridColumns,
  gridHours,
  placeItems,
  shiftAnchor,
  viewDays,
  type CalendarView,
  type GridColumn,
  type GridDiary,
  type PlacedItem,
} from "./admin-calendar";
import { studioToday, studioWallTime } from "~/lib/studio-clock";
import { formatViewRange } from "./view-range";
import { formatDayHeading } from "~/ui/admin/dates";
import type { AdminBooking } from "../booking-admin-data";
import { lazyPart } from "~/ui/admin/lazy-part";
import { countOf, ResultsStatus } from "~/ui/admin/results-status";

// Opened by a click on the grid, never on the first paint: their code (Radix's dialog, the form kit) comes then.
const BookingCardDialog = lazyPart(() => import("./calendar-booking-dialog").then((module) => module.BookingCardDialog));
const NewBookingDialog = lazyPart(() => import("../card/new-booking-dialog").then((module) => module.NewBookingDialog));

const toggleClass =
  "inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-plum-800 transition-colors hover:bg-white/70 aria-[current=page]:bg-plum-700 aria-[current=page]:text-white";
const navClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border-2 border-plum-700 bg-white px-3 font-semibold text-plum-700 hover:bg-blush-100";

/** An hour is this tall on the grid; a quarter hour a quarter of it. */
const HOUR_PX = 80;
const px = (minutes: number) => `${(minutes / 60) * HOUR_PX}px`;

/**
 * What each kind of item looks like. Each says what it is in words and has its own border or pattern, so none is
 * told apart by colour alone (WCAG 1.4.1).
 */
const itemLook: Record<PlacedItem["kind"], string> = {
  booking: "border-2 border-l-8 border-plum-700 bg-blush-100 text-plum-900",
  hold: "border-2 border-dashed border-plum-700 bg-white text-plum-900",
  break: "border border-stone-400 bg-[repeating-linear-gradient(135deg,#f5f5f4_0,#f5f5f4_6px,#e7e5e4_6px,#e7e5e4_12px)] text-stone-800",
  leave: "border-2 border-dotted border-amber-800 bg-[repeating-linear-gradient(45deg,#fffbeb_0,#fffbeb_6px,#fde68a_6px,#fde68a_8px)] text-amber-950",
  closure: "border-2 border-stone-700 bg-[repeating-linear-gradient(90deg,#e7e5e4_0,#e7e5e4_4px,#d6d3d1_4px,#d6d3d1_8px)] text-stone-900",
};
const kindWords: Record<PlacedItem["kind"], string> = { booking: "Booking", hold: "Held for payment", break: "", leave: "Leave", closure: "Closed" };

export interface NewBookingAt {
  practitionerId: string;
  date: string;
  time: string;
}

/**
 * The diary as an hour grid (DESIGN 10): the day with a column for each practitioner, room and machine, or her week
 * with a column a day. Bookings open their card; a free half hour of a practitioner starts a booking with her then.
 * On a phone one column shows at a time, with a choice of which. Times are the studio's (London).
 */
export function CalendarPanel({
  bookings,
  diary,
  loading,
  view,
  date,
  person,
  hrefFor,
}: {
  /** The bookings of the day or week shown, whole, for their cards; undefined while the tab's data loads. */
  bookings: AdminBooking[] | undefined;
  diary: GridDiary | undefined;
  /** A new address is loading: the grid is still the last day's or week's. */
  loading: boolean;
  view: CalendarView;
  /** The day shown (or a day of the week shown); empty for today. */
  date: string;
  /** The week view's practitioner; empty for the first. */
  person: string;
  /** The dashboard's address showing another view, day or person (links, so they work without JavaScript too). */
  hrefFor: (change: { view?: CalendarView; date?: string; person?: string }) => string;
}) {
  const today = studioToday();
  const anchor = date || today;
  const unit = view === "day" ? "day" : "week";
  const shown = loading ? undefined : diary;
  const { columns, person: chosen } = gridColumns(shown ?? { columns: [], items: [] }, view, anchor, person);
  const hours = gridHours(shown?.items ?? [], viewDays(view, anchor));
  const practitioners = (shown?.columns ?? []).filter((column) => column.kind === "practitioner");
  const bookingCount = new Set((shown?.items ?? []).filter((item) => item.bookingId && columns.some((column) => column.columnId === item.columnId)).map((item) => item.bookingId)).size;
  // On a phone, the one column shown (the first unless chosen).
  const [phoneColumn, setPhoneColumn] = useState<string>();
  const phoneKey = columns.some((column) => column.key === phoneColumn) ? phoneColumn : columns.find((column) => column.date === anchor)?.key ?? columns[0]?.key;

  const [card, setCard] = useState<{ booking: AdminBooking; opener: HTMLElement }>();
  const [cardMounted, setCardMounted] = useState(false);
  const [newAt, setNewAt] = useState<NewBookingAt & { opener: HTMLElement }>();
  const [newMounted, setNewMounted] = useState(false);
  const lastOpener = useRef<HTMLElement | null>(null);
  const openCard = (bookingId: string, opener: HTMLElement) => {
    const booking = bookings?.find((row) => row.id === bookingId);
    if (!booking) return;
    lastOpener.current = opener;
    setCardMounted(true);
    setCard({ booking, opener });
  };
  const openNew = (at: NewBookingAt, opener: HTMLElement) => {
    lastOpener.current = opener;
    setNewMounted(true);
    setNewAt({ ...at, opener });
  };
  // The server's HTML of the grid is there before its chunk: busy until it answers clicks (it hydrates on arrival).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const returnFocus = () => (lastOpener.current?.isConnected ? lastOpener.current : document.getElementById("calendar-heading"));

  return (
    <section aria-labelledby="calendar-heading" aria-busy={!ready || loading}>
      <h2 id="calendar-heading" tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
        Calendar
      </h2>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Calendar view" className="flex gap-1 rounded-full bg-blush-100 p-1">
          <PageLink to={hrefFor({ view: "day" })} aria-current={view === "day" ? "page" : undefined} className={toggleClass}>
            Day
          </PageLink>
          <PageLink to={hrefFor({ view: "week" })} aria-current={view === "week" ? "page" : undefined} className={toggleClass}>
            Week
          </PageLink>
        </nav>
        <nav aria-label={`Choose the ${unit}`} className="flex gap-2">
          <PageLink to={hrefFor({ date: shiftAnchor(view, anchor, -1) })} aria-label={`Previous ${unit}`} className={navClass}>
            <ChevronLeft aria-hidden="true" size={20} />
          </PageLink>
          <PageLink to={hrefFor({ date: "" })} className={navClass}>
            Today
          </PageLink>
          <PageLink to={hrefFor({ date: shiftAnchor(view, anchor, 1) })} aria-label={`Next ${unit}`} className={navClass}>
            <ChevronRight aria-hidden="true" size={20} />
          </PageLink>
        </nav>
      </div>
      {view === "week" && practitioners.length > 1 && (
        <nav aria-label="Whose week" className="mt-4 flex flex-wrap gap-2">
          {practitioners.map((column) => (
            <PageLink
              key={column.id}
              to={hrefFor({ person: column.id })}
             
              aria-current={chosen?.id === column.id ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-plum-700 px-4 font-semibold text-plum-800 hover:bg-blush-100 aria-[current=page]:bg-plum-700 aria-[current=page]:text-white"
            >
              {column.name}
            </PageLink>
          ))}
        </nav>
      )}
      <p aria-live="polite" className="mt-4 font-display text-xl font-semibold text-plum-900">
        {formatViewRange(view, anchor)}
        {view === "week" && chosen && `: ${chosen.name}`}
        {shown !== undefined && <span className="sr-only">: {countOf(bookingCount, "appointment")}</span>}
      </p>
      <div className="mt-4 grid gap-4">
        <ResultsStatus loading={shown === undefined} hasData={shown !== undefined} loadingText="Loading the diary..." summary="" />
        {shown !== undefined && columns.length === 0 && <p className="text-muted">No one is in the diary yet.</p>}
        {shown !== undefined && columns.length > 0 && (
          <>
            {columns.length > 1 && (
              <label className="grid gap-1 sm:hidden">
                <span className="font-medium">{view === "day" ? "Column shown" : "Day shown"}</span>
                <select value={phoneKey} onChange={(event) => setPhoneColumn(event.target.value)} className="min-h-11 rounded-xl border-2 border-plum-700 bg-white px-3 font-semibold">
                  {columns.map((column) => (
                    <option key={column.key} value={column.key}>
                      {view === "day" ? column.name : formatDayHeading(column.date)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <DiaryGrid
              bookingEnds={new Map((bookings ?? []).flatMap((booking) => (booking.endsAt ? [[booking.id, new Date(booking.endsAt).toISOString()] as const] : [])))}
              columns={columns}
              items={shown.items}
              hours={hours}
              view={view}
              today={today}
              phoneKey={phoneKey}
              onBooking={openCard}
              onFree={openNew}
            />
            <Legend />
          </>
        )}
      </div>
      <Suspense fallback={null}>
        {cardMounted && card && <BookingCardDialog booking={card.booking} practitioners={practitioners} open={card !== undefined} onClose={() => setCard(undefined)} returnFocus={returnFocus} />}
        {newMounted && (
          <NewBookingDialog
            open={newAt !== undefined}
            initial={newAt}
            practitioners={practitioners}
            onClose={() => setNewAt(undefined)}
            returnFocus={returnFocus}
          />
        )}
      </Suspense>
    </section>
  );
}

function DiaryGrid({
  bookingEnds,
  columns,
  items,
  hours,
  view,
  today,
  phoneKey,
  onBooking,
  onFree,
}: {
  /** When each booking ends: its place in the diary runs on to the end of its buffer, its time does not. */
  bookingEnds: ReadonlyMap<string, string>;
  columns: GridColumn[];
  items: GridDiary["items"];
  hours: { from: number; to: number };
  view: CalendarView;
  today: string;
  phoneKey: string | undefined;
  onBooking: (bookingId: string, opener: HTMLElement) => void;
  onFree: (at: NewBookingAt, opener: HTMLElement) => void;
}) {
  const hourMarks = Array.from({ length: (hours.to - hours.from) / 60 }, (_, index) => hours.from + index * 60);
  const height = px(hours.to - hours.from);
  const shownOnPhone = (column: GridColumn) => (column.key === phoneKey ? "flex" : "hidden sm:flex");
  return (
    <div className="overflow-x-auto rounded-2xl border border-blush-200 bg-white">
      <div className="flex min-w-full">
        <div aria-hidden="true" className="sticky left-0 z-10 w-14 shrink-0 border-r border-blush-200 bg-white">
          <div className="h-14 border-b border-blush-200" />
          <div className="relative" style={{ height }}>
            {hourMarks.map((minute) => (
              <span key={minute} className="absolute right-1.5 -translate-y-1/2 text-xs font-semibold text-muted tabular-nums first:translate-y-0" style={{ top: px(minute - hours.from) }}>
                {String(minute / 60).padStart(2, "0")}:00
              </span>
            ))}
          </div>
        </div>
        {columns.map((column) => {
          const placed = placeItems(items, column, hours);
          const free = column.kind === "practitioner" ? freeStarts(placed, hours) : [];
          const heading = view === "day" ? `${column.name}${column.kind === "practitioner" ? "" : ` (${column.kind})`}` : formatDayHeading(column.date);
          return (
            <section key={column.key} aria-label={view === "day" ? column.name : heading} className={`${shownOnPhone(column)} min-w-0 flex-1 flex-col border-r border-blush-200 last:border-r-0 sm:min-w-36`}>
              <h3 className={`flex h-14 items-center justify-center border-b border-blush-200 px-2 text-center text-sm leading-tight font-semibold ${column.date === today && view === "week" ? "bg-plum-700 text-white" : ""}`}>
                {heading}
                {column.date === today && view === "week" && <span className="sr-only"> (today)</span>}
              </h3>
              <div className="relative" style={{ height, backgroundImage: `repeating-linear-gradient(to bottom, #f3e8ee 0, #f3e8ee 1px, transparent 1px, transparent ${HOUR_PX / 2}px)` }}>
                {free.map((time) => {
                  const minute = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
                  return (
                    <button
                      key={time}
                      type="button"
                      // The name is the visible time first (WCAG 2.5.3), then what it does.
                      aria-label={`${time}, new booking with ${column.name}, ${formatDayHeading(column.date)}`}
                      onClick={(event) => onFree({ practitionerId: column.columnId, date: column.date, time }, event.currentTarget)}
                      className="group absolute inset-x-0 flex items-center px-2 text-xs font-semibold text-plum-800 hover:bg-blush-50 focus-visible:z-20 focus-visible:bg-blush-50"
                      style={{ top: px(minute - hours.from), height: px(30) }}
                    >
                      <span className="opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100">{time}</span>
                    </button>
                  );
                })}
                {placed.map((item, index) => (
                  <DiaryItem key={`${item.kind}-${item.bookingId ?? item.label}-${index}`} item={item} ends={item.bookingId ? bookingEnds.get(item.bookingId) : undefined} onBooking={onBooking} />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}

function DiaryItem({ item, ends, onBooking }: { item: PlacedItem; ends: string | undefined; onBooking: (bookingId: string, opener: HTMLElement) => void }) {
  const style = { top: px(item.top), height: px(item.length) };
  // The buffer after a booking is held in the diary too, drawn as the block's pale foot, not as her time.
  const endsAt = ends && ends < item.endsAt ? ends : item.endsAt;
  const end = clockOf(endsAt);
  const bufferMinutes = (new Date(item.endsAt).getTime() - new Date(endsAt).getTime()) / 60_000;
  const place = `absolute inset-x-0.5 overflow-hidden rounded-md px-1.5 text-left text-xs leading-tight ${item.length <= 20 ? "py-0" : "py-0.5"} ${itemLook[item.kind]}`;
  if (item.kind === "booking" || item.kind === "hold") {
    // A quarter hour is 20 px: a button is never smaller than WCAG 2.5.8's 24 px target.
    const target = { ...style, minHeight: "24px" };
    const status = item.status && isBookingStatus(item.status) ? statusLabel(item.status) : item.status;
    // A practitioner's hands-on part of a booking that frees her in between (a machine's processing time).
    const part = item.bookingStartsAt && item.bookingEndsAt ? `the booking runs ${clockOf(item.bookingStartsAt)}–${clockOf(item.bookingEndsAt)}` : undefined;
    const short = item.length <= 20;
    return (
      <button
        type="button"
        onClick={(event) => item.bookingId && onBooking(item.bookingId, event.currentTarget)}
        // Its name says the visible words first, in their order (WCAG 2.5.3), then the rest.
        aria-label={`${[`${item.start} ${item.client ?? ""}${item.kind === "hold" ? " – Hold" : ""}${short && part ? " – hands-on" : ""}`, item.service, status, ...(!short && part ? ["Hands-on"] : [])].join(", ")}, until ${end}${part ? `; ${part}` : ""}. ${kindWords[item.kind]}, open it.`}
        className={`${place} z-10 hover:brightness-95 focus-visible:z-30`}
        style={target}
      >
        <span className="font-semibold tabular-nums">{item.start}</span> <span className="font-semibold">{item.client}</span>
        {item.kind === "hold" && <span> – Hold</span>}
        {/* A quarter hour has room for one line: the hands-on part says so there. */}
        {short ? (
          part && <span className="italic"> – hands-on</span>
        ) : (
          // Spaces between the lines too: tools that read the words (axe's label-in-name check) see no blocks.
          <>
            {" "}
            <span className="block truncate">{item.service}</span> <span className="block truncate italic">{status}</span>
            {part && (
              <>
                {" "}
                <span className="block truncate italic">Hands-on</span>
              </>
            )}
          </>
        )}
        {bufferMinutes > 0 && (
          <span aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 border-t border-dashed border-plum-700 bg-white/70" style={{ height: px(bufferMinutes) }} />
        )}
      </button>
    );
  }
  const words = item.kind === "break" ? item.label : `${kindWords[item.kind]}${item.label && item.label !== kindWords[item.kind] ? `: ${item.label}` : ""}`;
  return (
    <div className={place} style={style}>
      <span className="font-semibold">{words}</span>
      {item.kind !== "closure" && (
        <span className="block tabular-nums">
          {item.start}–{item.end}
        </span>
      )}
    </div>
  );
}

const clockOf = (instant: string) => studioWallTime(new Date(instant)).time;

function Legend() {
  const entries: [PlacedItem["kind"], string][] = [
    ["booking", "Booking"],
    ["hold", "Held for payment"],
    ["break", "Break or not working"],
    ["leave", "Leave"],
    ["closure", "Studio closed or bank holiday"],
  ];
  return (
    <ul aria-label="Key" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {entries.map(([kind, words]) => (
        <li key={kind} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-4 w-6 rounded ${itemLook[kind]}`} />
          {words}
        </li>
      ))}
    </ul>
  );
}
