import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioInstant } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { asStaff, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/**
 * GET /api/diary (issue 22, DESIGN 10): the staff diary's columns and what fills them, as a client of the staff API
 * sees it. The demo team (migration 0037): Maya does the brows, Priya the machine treatments (lunch 13:00-14:00), a
 * treatment room and the fat-freezing machine The Ice Sculpt needs.
 */

interface Diary {
  from: string;
  days: number;
  columns: { id: string; kind: string; name: string }[];
  items: { kind: string; columnId: string; startsAt: string; endsAt: string; bookingId?: string; client?: string; service?: string; label?: string; bookingStartsAt?: string }[];
}

let app: TestApp;
let owner: ReturnType<typeof asStaff>;
let ids: Record<"maya" | "priya" | "machine" | "room", string>;
const at = (date: string, time: string) => studioInstant(date, time).toISOString();

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "100000/60", LAUNCH_EARLY_ACCESS_DAYS: "0" });
  owner = asStaff(app, await signInWithRole(app, "owner"));
  expect((await owner("PATCH", "/api/services/the-ice-sculpt", { state: "live" })).status).toBe(200);
  const [members, rooms] = await Promise.all([
    app.database.sql<{ id: string; name: string }[]>`select id, name from staff_members where name in ('Maya Lewis', 'Priya Shah')`,
    app.database.sql<{ id: string; kind: string }[]>`select id, kind from resources`,
  ]);
  ids = {
    maya: members.find((member) => member.name === "Maya Lewis")!.id,
    priya: members.find((member) => member.name === "Priya Shah")!.id,
    machine: rooms.find((room) => room.kind === "machine")!.id,
    room: rooms.find((room) => room.kind === "room")!.id,
  };
});
afterAll(() => app?.close());

const diaryOf = async (as: ReturnType<typeof asStaff>, query: string) => {
  const response = await as("GET", `/api/diary?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Diary;
};

/** Priya's own account: a practitioner signed in as herself. */
async function priyaSignsIn() {
  const cookie = await signInWithRole(app, "practitioner", "priya");
  await app.database.sql.begin(async (sql) => {
    const [account] = await sql<{ id: string; member: string }[]>`select u.id, m.id as member from users u join staff_members m on m.user_id = u.id where u.username = 'priya'`;
    await sql`update staff_members set user_id = null where id = ${account!.member}`;
    await sql`delete from staff_members where id = ${account!.member}`;
    await sql`update staff_members set user_id = ${account!.id} where id = ${ids.priya}`;
  });
  return asStaff(app, cookie);
}

describe("GET /api/diary", () => {
  it("has a column per practitioner and per room or machine, and draws her lunch as a break", async () => {
    const date = nextWeekday("monday", 14);
    const diary = await diaryOf(owner, `from=${date}&days=1`);
    expect(diary.columns).toEqual(
      expect.arrayContaining([
        { id: ids.maya, kind: "practitioner", name: "Maya Lewis" },
        { id: ids.priya, kind: "practitioner", name: "Priya Shah" },
        expect.objectContaining({ id: ids.machine, kind: "machine" }),
        expect.objectContaining({ id: ids.room, kind: "room" }),
      ]),
    );
    expect(diary.items).toContainEqual({ kind: "break", columnId: ids.priya, startsAt: at(date, "13:00"), endsAt: at(date, "14:00"), label: "Break" });
  });

  it("shows a machine booking on the machine for all its minutes and on her only for the hands-on ones, first name only", async () => {
    const date = nextWeekday("tuesday", 14);
    const created = await app.post(
      "/api/bookings",
      bookingRequest({ preferredDate: date, preferredTime: "10:00", name: "Ruth Okafor", email: "ruth@example.com", items: [{ id: "the-ice-sculpt", type: "package", packageIndex: 3 }], service: "The Ice Sculpt", patchTest: undefined, consultation: { atStudio: true } }),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const diary = await diaryOf(owner, `from=${date}`);
    const mine = diary.items.filter((item) => item.bookingId === id);
    const onMachine = mine.filter((item) => item.columnId === ids.machine);
    const onPriya = mine.filter((item) => item.columnId === ids.priya);
    expect(onMachine).toHaveLength(1);
    expect(onMachine[0]).toMatchObject({ kind: "hold", client: "Ruth", startsAt: at(date, "10:00") });
    // Her first and last 15 minutes; the cooling between is the machine's alone, and says whose booking it is part of.
    expect(onPriya.map((item) => [item.startsAt, item.endsAt])).toEqual([
      [at(date, "10:00"), at(date, "10:15")],
      [at(date, "11:00"), expect.any(String)],
    ]);
    expect(onPriya[0]!.bookingStartsAt).toBe(at(date, "10:00"));
    expect(JSON.stringify(diary)).not.toContain("Okafor");
    expect(JSON.stringify(diary)).not.toContain("ruth@example.com");
  });

  it("draws leave and a closure on every column; a bank holiday closed is a closure all day", async () => {
    const date = nextWeekday("wednesday", 21);
    await app.database.sql`insert into time_off (staff_member_id, starts_at, ends_at, reason) values (${ids.maya}, ${at(date, "09:00")}, ${at(date, "12:00")}, 'Dentist')`;
    expect((await owner("POST", "/api/closures", { startsAt: at(date, "16:00"), endsAt: at(date, "17:00"), reason: "Staff training" })).status).toBe(201);
    const diary = await diaryOf(owner, `from=${date}`);
    expect(diary.items).toContainEqual({ kind: "leave", columnId: ids.maya, startsAt: at(date, "09:00"), endsAt: at(date, "12:00"), label: "Dentist" });
    const closures = diary.items.filter((item) => item.kind === "closure" && item.label === "Staff training");
    expect(closures.map((item) => item.columnId).sort()).toEqual(diary.columns.map((column) => column.id).sort());
  });

  it("a week is seven days of the same, in one answer", async () => {
    const monday = nextWeekday("monday", 28);
    const diary = await diaryOf(owner, `from=${monday}&days=7`);
    expect(diary).toMatchObject({ from: monday, days: 7 });
    const breakDays = new Set(diary.items.filter((item) => item.columnId === ids.priya && item.kind === "break").map((item) => item.startsAt.slice(0, 10)));
    expect(breakDays.size).toBeGreaterThanOrEqual(5);
    expect(diary.items.every((item) => item.startsAt >= studioInstant(monday, "00:00").toISOString() || item.endsAt > studioInstant(monday, "00:00").toISOString())).toBe(true);
    expect(diary.items.every((item) => item.startsAt < studioInstant(addDays(monday, 7), "00:00").toISOString())).toBe(true);
    // Sunday, the studio's day off, is shut on every column: the grid offers no time a booking would be refused.
    const sunday = addDays(monday, 6);
    const shut = diary.items.filter((item) => item.kind === "closure" && item.startsAt === studioInstant(sunday, "00:00").toISOString());
    expect(shut.map((item) => item.columnId).sort()).toEqual(diary.columns.map((column) => column.id).sort());
    expect(shut[0]).toMatchObject({ endsAt: studioInstant(addDays(sunday, 1), "00:00").toISOString(), label: "Closed" });
  });

  it("a practitioner sees her own column only, and only her bookings in it", async () => {
    const date = nextWeekday("thursday", 14);
    expect((await app.post("/api/bookings", bookingRequest({ preferredDate: date, preferredTime: "10:00", practitionerId: ids.maya }))).status).toBe(201);
    const priya = await priyaSignsIn();
    const hers = await diaryOf(priya, `from=${date}&days=7`);
    expect(hers.columns).toEqual([{ id: ids.priya, kind: "practitioner", name: "Priya Shah" }]);
    expect(hers.items.length).toBeGreaterThan(0);
    expect(hers.items.every((item) => item.columnId === ids.priya)).toBe(true);
    const all = await diaryOf(owner, `from=${date}`);
    expect(all.items.some((item) => item.columnId === ids.maya && item.kind !== "break")).toBe(true);
  });

  it("answers 400 with field errors for a bad date or too many days, and 401 without a session", async () => {
    for (const query of ["from=2026-02-30", "from=tomorrow", "days=8", "days=0", "days=two"]) {
      const response = await owner("GET", `/api/diary?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
      expect(Object.keys(body.fieldErrors), query).toEqual([query.split("=")[0]]);
    }
    expect((await fetch(`${app.baseUrl}/api/diary`)).status).toBe(401);
  });

  it("a busy week stays well under 100 KB", async () => {
    const monday = nextWeekday("monday", 35);
    const bookingsMade: number[] = [];
    for (let day = 0; day < 6; day++) {
      for (const time of ["09:00", "10:30", "12:00", "14:00", "15:30"]) {
        const response = await app.post("/api/bookings", bookingRequest({ preferredDate: addDays(monday, day), preferredTime: time, email: `busy${day}${time.replace(":", "")}@example.com` }));
        bookingsMade.push(response.status);
      }
    }
    expect(bookingsMade.filter((status) => status === 201).length).toBeGreaterThan(20);
    const response = await owner("GET", `/api/diary?from=${monday}&days=7`);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(100_000);
    expect(gzipSync(body).length).toBeLessThan(20_000);
  });
});
