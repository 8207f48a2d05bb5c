import { marketingFields } from "~/features/marketing";
import { serviceIdentities } from "~/features/studio";
import { fields, messages } from "~/lib/forms";
import { z } from "~/lib/zod";

/** The contact and waitlist forms, shared by their pages (and the no-JavaScript actions) and the JSON API. */

export const contactServiceOptions = [
  "Henna Brows",
  "Brow Lamination",
  "Tint Spell",
  "Cloud Wax",
  "General Inquiry",
] as const;

/** Services with a waitlist page; a form may send the slug or the display name, and the slug is stored. */
export const waitlistServices = serviceIdentities.filter((service) => service.waitlistUrl !== undefined);

export const modelingAnswers = ["yes", "no", "maybe"] as const;

export const contactSchema = z.object({
  name: fields.name,
  email: fields.email,
  phone: z.preprocess(fields.blankAsUndefined, fields.phone.optional()),
  service: z.preprocess(fields.blankAsUndefined, z.enum(contactServiceOptions, { error: messages.service }).optional()),
  message: z
    .string({ error: messages.messageShort })
    .trim()
    .min(10, { error: messages.messageShort })
    .max(5000, { error: messages.messageLong }),
  ...marketingFields,
});
export type ContactInput = z.infer<typeof contactSchema>;

export const waitlistSchema = z.object({
  name: fields.name,
  email: fields.email,
  phone: fields.phone,
  service: z
    .string({ error: messages.service })
    .trim()
    .transform((value, context) => {
      const match = waitlistServices.find((service) => service.slug === value || service.name === value);
      if (!match) {
        context.addIssue({ code: "custom", message: messages.service });
        return z.NEVER;
      }
      return match.slug;
    }),
  interestedInModeling: z.enum(modelingAnswers, { error: messages.modeling }),
  ...marketingFields,
});
export type WaitlistInput = z.infer<typeof waitlistSchema>;

/** The fat-freezing page (spec section 5): the same person fields, but only The Ice Sculpt and only models. */
export const FAT_FREEZING_SERVICE = "the-ice-sculpt";

export const fatFreezingWaitlistSchema = waitlistSchema.extend({
  service: z.literal(FAT_FREEZING_SERVICE, { error: messages.service }),
  interestedInModeling: z.literal("yes", { error: messages.modelingRequired }),
});

