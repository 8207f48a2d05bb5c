import { defaultStudio, type Studio } from "~/content/studio";
import type { Env } from "./env.server";

/** The studio's identity with any overrides the environment sets. */
export function studioFromEnv(env: Env): Studio {
  return {
    ...defaultStudio,
    name: env.STUDIO_NAME ?? defaultStudio.name,
    email: env.STUDIO_EMAIL ?? defaultStudio.email,
    phone: env.STUDIO_PHONE ?? defaultStudio.phone,
    address: env.STUDIO_ADDRESS ? { ...defaultStudio.address, street: env.STUDIO_ADDRESS } : defaultStudio.address,
    instagramUrl: env.STUDIO_INSTAGRAM_URL ?? defaultStudio.instagramUrl,
    facebookUrl: env.STUDIO_FACEBOOK_URL ?? defaultStudio.facebookUrl,
    ...(env.REVIEW_PAGE_URL ? { reviewPageUrl: env.REVIEW_PAGE_URL } : {}),
  };
}
