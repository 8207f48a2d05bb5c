import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceProvider } from "~/ui/nonce";
import { servesReact } from "./hydration";
import { paintFirst } from "./paint-first.server";
import { askReviewsAfterVisits } from "~/features/reviews/index.server";

// The pages' own copy of the features: those that follow a booking's events listen (booking-events.server.ts).
askReviewsAfterVisits();

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the CSP nonce on every script React and the router render, and module
 * loading that waits for the first paint (paint-first.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const matchedHandles = routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  // A page without React has no inline script: leaving the nonce out keeps its HTML the same for every visitor.
  const hydrated = servesReact(matchedHandles);
  const nonce = hydrated ? loadContext.cspNonce : undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once rather than a stream.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React's server otherwise sends a finished <Suspense> boundary that comes after the first 12.8 KB of the
        // page separately, hidden, with a script that shows it: without JavaScript (or until it runs) its content is
        // missing. Nothing here needs that progressive reveal, and /admin puts a boundary round each booking card
        // to hydrate it on its own, so every finished boundary is sent in place. A boundary still waiting on data
        // is streamed as before.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (hydrated) pipe(paintFirst()).pipe(body);
          else pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
