import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { allocations, bookings, resourceServices, resources, staffHours, staffMembers, staffServices } from "~/db/schema.server";
import type { StaffRole } from "~/features/staff-session";
import { photoAddress } from "./team.server";

const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof weekdays)[number];
export interface Span {
  opens: string;
  closes: string;
}
/** A member's week: her working windows per day (the gaps are her breaks); null is a day off. */
export type StaffWeek = Record<Weekday, Span[] | null>;

/** A member as the owner manages her (`GET /api/staff-members`). */
export interface StaffMemberView {
  id: string;
  name: string;
  email: string | null;
  role: StaffRole;
  services: string[];
  bio: string;
  photo: string | null;
  active: boolean;
  /** She has set her password (accepted her invitation, or was made from the command line). */
  joined: boolean;
  position: number;
  hours: StaffWeek;
}

export interface ResourceView {
  id: string;
  name: string;
  kind: "room" | "machine";
  services: string[];
  active: boolean;
  position: number;
}

function emptyWeek(): StaffWeek {
  return Object.fromEntries(weekdays.map((day) => [day, null])) as StaffWeek;
}

/** Every member, active or not, in the studio's order, with her services and week. */
export async function staffMemberList(db: Pick<Database, "select">): Promise<StaffMemberView[]> {
  const members = await db.select().from(staffMembers).orderBy(asc(staffMembers.position), asc(staffMembers.createdAt));
  const ids = members.map((member) => member.id);
  if (ids.length === 0) return [];
  const [services, hours] = await Promise.all([
    db.select().from(staffServices).where(inArray(staffServices.staffMemberId, ids)).orderBy(asc(staffServices.serviceSlug)),
    db.select().from(staffHours).where(inArray(staffHours.staffMemberId, ids)).orderBy(asc(staffHours.weekday), asc(staffHours.opens)),
  ]);
  return members.map((member) => {
    const week = emptyWeek();
    for (const span of hours.filter((row) => row.staffMemberId === member.id)) {
      const day = weekdays[span.weekday - 1]!;
      (week[day] ??= []).push({ opens: span.opens, closes: span.closes });
    }
    return {
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role as StaffRole,
      services: services.filter((row) => row.staffMemberId === member.id).map((row) => row.serviceSlug),
      bio: member.bio,
      photo: photoAddress(member.photo),
      active: member.active,
      joined: member.userId !== null,
      position: member.position,
      hours: week,
    };
  });
}

/** Every room and machine, active or not, in the studio's order, with the services that need it. */
export async function resourceList(db: Pick<Database, "select">): Promise<ResourceView[]> {
  const [rows, services] = await Promise.all([
    db.select().from(resources).orderBy(asc(resources.position), asc(resources.createdAt)),
    db.select().from(resourceServices).orderBy(asc(resourceServices.serviceSlug)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind as ResourceView["kind"],
    services: services.filter((service) => service.resourceId === row.id).map((service) => service.serviceSlug),
    active: row.active,
    position: row.position,
  }));
}

export interface AffectedBooking {
  id: string;
  startsAt: Date;
  service: string;
  name: string;
}

/**
 * Her booked appointments between two instants, for staff to see whom to move: leave, new hours and a deactivated
 * account are recorded all the same (she is away whatever the diary says).
 */
export async function bookingsOfMember(db: Pick<Database, "selectDistinct">, staffMemberId: string, from: Date, to: Date): Promise<AffectedBooking[]> {
  return db
    .selectDistinct({ id: bookings.id, startsAt: bookings.startsAt, service: bookings.service, name: bookings.name })
    .from(allocations)
    .innerJoin(bookings, eq(bookings.id, allocations.bookingId))
    .where(and(eq(allocations.staffMemberId, staffMemberId), eq(allocations.inDiary, true), lt(allocations.startsAt, to), gt(allocations.endsAt, from)))
    .orderBy(asc(bookings.startsAt)) as Promise<AffectedBooking[]>;
}
