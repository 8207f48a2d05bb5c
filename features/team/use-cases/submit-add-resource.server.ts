import type { Database } from "~/db/client.server";
import { resourceServices, resources, teamChanges } from "~/db/schema.server";
import { isStudioService } from "~/features/studio";
import { parseForm } from "~/lib/forms";
import { invalid, namedUseCase, type Outcome } from "~/lib/use-case";
import { resourceList, type ResourceView } from "../team-admin.server";
import { resourceMessages, resourceSchema, type Staff } from "./resource-rules.server";

/** Adds a room or a machine with the services that need it; audited in team_changes with who added it. */
export const submitAddResource = namedUseCase(
  "team.add-resource",
  async (db: Database, staff: Staff, payload: unknown): Promise<Outcome<{ resource: ResourceView }>> => {
    const parsed = parseForm(resourceSchema, payload);
    if (!parsed.success) return invalid(parsed.error);
    const services = [...new Set(parsed.data.services)];
    if (!services.every(isStudioService)) {
      return invalid({ message: resourceMessages.unknownService, fieldErrors: { services: [resourceMessages.unknownService] } });
    }
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(resources).values({ name: parsed.data.name, kind: parsed.data.kind }).returning({ id: resources.id });
      if (services.length > 0) await tx.insert(resourceServices).values(services.map((serviceSlug) => ({ resourceId: row!.id, serviceSlug })));
      await tx.insert(teamChanges).values({ changedBy: staff.id, subject: "resource", subjectId: row!.id, change: "added", details: { ...parsed.data, services } });
      return row!.id;
    });
    const resource = (await resourceList(db)).find((entry) => entry.id === id)!;
    return { ok: true, resource };
  },
);
