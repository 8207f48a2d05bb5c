import { eq } from "drizzle-orm";
import { z } from "~/lib/zod";
import type { Database } from "~/db/client.server";
import { resourceServices, resources, teamChanges } from "~/db/schema.server";
import { isStudioService } from "~/features/studio";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { resourceList, type ResourceView } from "../team-admin.server";
import { resourceMessages, resourceSchema, type Staff } from "./resource-rules.server";

const resourcePatchSchema = resourceSchema.extend({ services: z.array(z.string().trim().min(1)).max(50), active: z.boolean() }).partial();

/** Renames, re-kinds, re-services or (de)activates a room or a machine; audited with who changed it. */
export const submitChangeResource = namedUseCase(
  "team.change-resource",
  async (db: Database, staff: Staff, request: { id: unknown; payload: unknown }): Promise<Outcome<{ resource: ResourceView }>> => {
    if (!isUuid(request.id)) return refuse("not-found", "not-found", resourceMessages.notFound);
    const id = request.id;
    const parsed = parseForm(resourcePatchSchema, request.payload);
    if (!parsed.success) return invalid(parsed.error);
    const { services: asked, ...fields } = parsed.data;
    const services = asked && [...new Set(asked)];
    if (services && !services.every(isStudioService)) {
      return invalid({ message: resourceMessages.unknownService, fieldErrors: { services: [resourceMessages.unknownService] } });
    }
    const found = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(resources)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(resources.id, id))
        .returning({ id: resources.id });
      if (!row) return false;
      if (services) {
        await tx.delete(resourceServices).where(eq(resourceServices.resourceId, id));
        if (services.length > 0) await tx.insert(resourceServices).values(services.map((serviceSlug) => ({ resourceId: id, serviceSlug })));
      }
      await tx.insert(teamChanges).values({ changedBy: staff.id, subject: "resource", subjectId: id, change: "changed", details: { ...fields, ...(services ? { services } : {}) } });
      return true;
    });
    if (!found) return refuse("not-found", "not-found", resourceMessages.notFound);
    return { ok: true, resource: (await resourceList(db)).find((entry) => entry.id === id)! };
  },
);
