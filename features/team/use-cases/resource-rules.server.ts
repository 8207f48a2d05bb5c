import { z } from "~/lib/zod";

export type Staff = { id: string };

export const resourceMessages = {
  unknownService: "Choose services from the studio's list.",
  notFound: "That room or machine is not in the studio's list.",
} as const;

export const resourceSchema = z.object({
  name: z.string().trim().min(1, "Give it a name.").max(80, "Keep the name under 80 characters."),
  kind: z.enum(["room", "machine"], { message: "Choose room or machine." }),
  services: z.array(z.string().trim().min(1)).max(50).default([]),
});
