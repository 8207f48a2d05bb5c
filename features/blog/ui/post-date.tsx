/** London time and en-GB on server and browser alike ("6 August 2024"), so hydration sees the same text. */
const longDate = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", day: "numeric", month: "long", year: "numeric" });

export function formatPostDate(date: Date): string {
  return longDate.format(date);
}

export function PostDate({ date, className }: { date: Date; className?: string }) {
  return (
    <time dateTime={date.toISOString()} className={className}>
      {formatPostDate(date)}
    </time>
  );
}
