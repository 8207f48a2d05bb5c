import { useEffect } from "react";
import {
  isRouteErrorResponse,
  type LinkDescriptor,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { NotFoundPage, ServerErrorPage } from "~/app/site/error-page";
import { useNonce } from "~/ui/nonce";
import { SiteFooter } from "~/app/site/site-footer";
import { SiteHeader } from "~/app/site/site-header";
import { robotsDirective } from "~/ui/seo";
import { Toaster } from "~/ui/toaster";
import { startMouseTrail } from "./enhance/mouse-trail";
import { servesReact } from "./hydration";
import { defaultStudio } from "~/content/studio";
import { serviceFacts as seedServiceFacts } from "~/features/studio/service-facts";
// Deep paths, not the feature's entry: every page loads this module, and the catalogue's prose must stay out of it.
import { StudioFactsProvider } from "~/features/studio/ui/studio-facts";

export const links: Route.LinksFunction = () => [
  // A precedence makes React 19 write the stylesheet ahead of the script preloads it hoists into <head>:
  // the page cannot paint before its CSS, so the CSS must not queue behind JavaScript.
  { rel: "stylesheet", href: stylesheet, precedence: "default" } as LinkDescriptor,
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const [studio, serviceFacts] = await Promise.all([context.currentStudio(), context.currentServiceFacts()]);
  return { studio, serviceFacts, origin: context.origin, year: new Date().getFullYear(), islandScripts: context.islandScripts };
}

function useHydrate(): boolean {
  return servesReact(useMatches().map((match) => match.handle));
}

/** The island a page without React Router hydrates (ui/island.tsx), named by its route's handle. */
function useIsland(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as { island?: string } | undefined)?.island)
    .find(Boolean);
}

const standaloneScript = import.meta.env.DEV ? "/app/enhance/standalone.ts" : "/enhance.js";

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const hydrate = useHydrate();
  const island = useIsland();
  const data = useRouteLoaderData<typeof loader>("root");
  const islandScript = island ? data?.islandScripts[island] : undefined;
  const studio = data?.studio ?? defaultStudio;
  const services = data?.serviceFacts ?? seedServiceFacts;
  const robots = robotsDirective(useMatches().map((match) => match.handle));
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6b2d5c" />
        {robots && <meta name="robots" content={robots} />}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-plum-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <StudioFactsProvider studio={studio} serviceFacts={services}>
          <SiteHeader studioName={studio.name} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter studio={studio} year={data?.year ?? new Date().getFullYear()} services={services} />
        </StudioFactsProvider>
        {hydrate ? (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <>
            <script type="module" src={standaloneScript} />
            {/* In development an island's modules carry React Refresh, which wants React Router's preamble first. */}
            {import.meta.env.DEV && islandScript && <script type="module" src="/@id/__x00__virtual:react-router/inject-hmr-runtime" />}
            {islandScript && <script type="module" src={islandScript} />}
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => startMouseTrail(), []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ServerErrorPage />;
}
