import { formatDayMonthYear } from "~/lib/display-time";

/** London time and en-GB on server and browser alike ("6 August 2024"), so hydration sees the same text. */
export function PostDate({ date, className }: { date: Date; className?: string }) {
  return (
    <time dateTime={date.toISOString()} className={className}>
      {formatDayMonthYear(date)}
    </time>
  );
}
