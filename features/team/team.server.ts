import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffMembers, staffServices } from "~/db/schema.server";
import { bookableFacts } from "~/features/studio";
import { currentServiceFacts } from "~/features/studio/index.server";

/** A practitioner as clients choose her on /book and `GET /api/team` answers (DESIGN 10). */
export interface BookablePractitioner {
  id: string;
  name: string;
  bio: string;
  /** Her photo's address (photoAddress), when staff gave one. */
  photo: string | null;
  /** The services she does that clients can book now, by slug. */
  services: string[];
}

/**
 * Her photo's address as a page or an API client uses it: "/team-photos/…" as the owner uploaded it, or a file the
 * site ships under /images (given as "team/maya.jpg" or "/images/team/maya.jpg").
 */
export const photoAddress = (photo: string | null): string | null =>
  photo === null ? null : photo.startsWith("/images/") || photo.startsWith("/team-photos/") ? photo : `/images/${photo.replace(/^\/+/, "")}`;

/**
 * The practitioners who take online bookings: active members who do a service clients can book now (bookableFacts),
 * in the studio's order. A member whose services are all coming soon or paused is not offered (yet).
 */
export async function bookablePractitioners(db: Pick<Database, "select">): Promise<BookablePractitioner[]> {
  const [members, facts] = await Promise.all([
    db
      .select({ id: staffMembers.id, name: staffMembers.name, bio: staffMembers.bio, photo: staffMembers.photo, slug: staffServices.serviceSlug })
      .from(staffMembers)
      .innerJoin(staffServices, eq(staffServices.staffMemberId, staffMembers.id))
      .where(eq(staffMembers.active, true))
      .orderBy(asc(staffMembers.position), asc(staffMembers.createdAt), asc(staffServices.serviceSlug)),
    currentServiceFacts(db),
  ]);
  const bookable = new Set(bookableFacts(facts).map((service) => service.slug));
  const team = new Map<string, BookablePractitioner>();
  for (const { slug, ...member } of members) {
    if (!bookable.has(slug)) continue;
    const entry = team.get(member.id) ?? { ...member, photo: photoAddress(member.photo), services: [] };
    entry.services.push(slug);
    team.set(member.id, entry);
  }
  return [...team.values()];
}
