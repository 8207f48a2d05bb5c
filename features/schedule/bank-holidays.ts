/**
 * England and Wales bank holidays, computed rather than listed so the diary never runs out of them (DESIGN 3a:
 * closed unless staff open one). One-off holidays (a coronation, a jubilee) are not computable: staff add those as
 * closures. The studio closes on Christmas Day, Boxing Day and New Year's Day themselves as well as on any
 * substitute day the government names when they fall at a weekend.
 */

export interface BankHoliday {
  /** London date, YYYY-MM-DD. */
  date: string;
  name: string;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Easter Sunday in the Gregorian calendar (the anonymous algorithm, as in Meeus). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The first (n = 1) or last (n = -1) Monday of a month. */
function monday(year: number, month: number, n: 1 | -1): Date {
  if (n === 1) {
    const first = utc(year, month, 1);
    return addDays(first, (8 - first.getUTCDay()) % 7);
  }
  const last = utc(year, month + 1, 0);
  return addDays(last, -((last.getUTCDay() + 6) % 7));
}

const weekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

export function bankHolidays(year: number): BankHoliday[] {
  const easter = easterSunday(year);
  const days: { date: Date; name: string }[] = [
    { date: utc(year, 1, 1), name: "New Year's Day" },
    { date: addDays(easter, -2), name: "Good Friday" },
    { date: addDays(easter, 1), name: "Easter Monday" },
    { date: monday(year, 5, 1), name: "Early May bank holiday" },
    { date: monday(year, 5, -1), name: "Spring bank holiday" },
    { date: monday(year, 8, -1), name: "Summer bank holiday" },
    { date: utc(year, 12, 25), name: "Christmas Day" },
    { date: utc(year, 12, 26), name: "Boxing Day" },
  ];
  // A fixed-date holiday at a weekend moves to the next weekday that is not already a holiday.
  const taken = new Set(days.map((day) => iso(day.date)));
  for (const day of days.filter((entry) => ["New Year's Day", "Christmas Day", "Boxing Day"].includes(entry.name) && weekend(entry.date))) {
    let substitute = addDays(day.date, 1);
    while (weekend(substitute) || taken.has(iso(substitute))) substitute = addDays(substitute, 1);
    taken.add(iso(substitute));
    days.push({ date: substitute, name: `${day.name} (substitute day)` });
  }
  return days.map((day) => ({ date: iso(day.date), name: day.name })).sort((a, b) => a.date.localeCompare(b.date));
}

/** Bank holidays from one London date to another, both included. */
export function bankHolidaysBetween(from: string, to: string): BankHoliday[] {
  const years = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) years.push(year);
  return years.flatMap(bankHolidays).filter((day) => day.date >= from && day.date <= to);
}
