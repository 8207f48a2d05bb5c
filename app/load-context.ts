import type { Database } from "~/db/client.server";
import type { Studio } from "~/content/studio";
import type { ServiceFacts } from "~/features/studio/catalogue-types";
import type { BookingSettings } from "~/features/booking/index.server";
import type { EmailContext } from "~/features/mail";
import type { PaymentProvider } from "~/features/payments";
import type { DemoCardContext } from "~/features/payments/use-cases/demo-cards.server";
import type { BillingProvider } from "~/features/memberships/index.server";
import type { Visitor } from "~/features/inquiries/public-forms.server";

/** What the server hands every loader and action (see server/pages.server.ts). */
declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    /** The studio as configured (STUDIO_* settings), with the default week's hours. */
    studio: Studio;
    /** The studio with the hours staff set in the database: what pages show (the root loader reads it). */
    currentStudio: () => Promise<Studio>;
    /** The services' facts as staff last set them (DESIGN 9): what every page shows and every price charges. */
    currentServiceFacts: () => Promise<ServiceFacts[]>;
    cspNonce: string;
    /** Who is asking, for the throttle that page form actions share with the API. */
    visitor: Visitor;
    /** The card-payment provider (Stripe or demo); loaders may retrieve a payment's state through it. */
    payments: PaymentProvider;
    /** The Dreams Club's billing (the same provider as the payments): the account page's cancellation goes through it. */
    membershipBilling: BillingProvider;
    /** The demo provider's card form's providers (bookings' and memberships'); undefined with Stripe. */
    demoCards: DemoCardContext | undefined;
    bookingSettings: BookingSettings;
    /** An optional third-party scheduling page for /book-appointment (BOOKING_CALENDAR_EMBED_URL). */
    calendarEmbedUrl: string | undefined;
    /** Studio, site links (PUBLIC_URL only) and notice address for emails that page actions queue. */
    emailContext: EmailContext;
    /** Production serves over HTTPS: secure cookies with the __Host- prefix. */
    production: boolean;
    /** Fixed-path pages of the route table that search engines may list (ui/seo.ts searchablePaths). */
    sitePaths: readonly string[];
    /** Scheme and host that canonical links and sitemaps use, e.g. https://example.com */
    origin: string;
    /** Each island's script (ui/island.tsx): its hashed file in the build, its source in development. */
    islandScripts: Readonly<Record<string, string>>;
    /** Staff changed what public pages show (the blog): cached pages are rebuilt. */
    contentChanged: () => void;
  }
}

export {};
