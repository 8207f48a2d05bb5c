import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** The catalogue's prose and the module that merges it into the services. */
const catalogueProse = (id: string) => /[\\/](content|features[\\/]studio)[\\/]catalogue\.ts$/.test(id);

/**
 * The browser bundle: React in one chunk, the services' facts in one, the catalogue's prose in one that only the
 * pages showing it load, and what /admin's first load imports in one (below). Our other modules split as Rolldown
 * finds them shared: one "shared" chunk of everything used twice was loaded by the root, so every page (and /book)
 * carried the catalogue's prose and all of Zod (tests/build/booking-bundle.test.ts holds /book to its budget).
 * Stripe.js stays apart: only /checkout loads it.
 */
const clientChunks = {
  groups: [
    // Each lands in one file: about 400 bytes of headers a file, and Lighthouse counts them (docs/decisions/0060).
    { name: firstLoadChunk, debugName: "dashboard", includeDependenciesRecursively: false, priority: 1 },
    { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 4 },
    // The services' facts, which every page's footer reads: taken before the catalogue group takes its dependencies.
    { name: "service-facts", test: /[\\/]features[\\/]studio[\\/]service-facts\.ts$/, priority: 3 },
    // The catalogue's prose goes only to the pages that show it (never /book: its menu comes from its loader).
    { name: "catalogue", test: catalogueProse, priority: 2 },
  ],
};

// The modules /admin's first load starts from: the browser entry, the root layout and the dashboard's route. React
// Router's build names a route's browser module by its file and a query.
const firstLoad = /[\\/]app[\\/](entry\.client|root|routes[\\/]staff[\\/]admin)\.tsx(\?|$)/;

const barrel = /[\\/]index(\.server)?\.tsx?$/;

/** The entries (route modules, the browser entry) that import a module through static imports alone. */
function staticEntries(id: string, info: (id: string) => { id: string; importers: string[]; isEntry: boolean } | null): Set<string> {
  const entries = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const module = info(queue.pop()!);
    if (!module) continue;
    if (module.isEntry) entries.add(module.id);
    for (const importer of module.importers) {
      // A feature's index re-exports all of it, and a page keeps only what it uses: through it, "imports" says
      // nothing of what a page loads, so a module reached only that way is left to Rolldown.
      if (seen.has(importer) || barrel.test(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return entries;
}

/**
 * Since decision 0066 no page loads these: /admin is an island too, built by esbuild (scripts/build-server.mjs). Kept
 * until React Router's browser entry is taken out of the build. Before that, /admin was the one page React Router
 * hydrated (every other page is plain HTML or an island, ui/island.tsx), so
 * everything its entry, root layout and route module import goes in one chunk, where Rolldown would make some thirty
 * small ones shared with the dashboard's lazy tabs and dialogs and the other routes' modules (which a browser loads
 * only on its way from /admin to another page). Each file costs about 400 bytes of headers, and Lighthouse counts
 * them as JavaScript (docs/decisions/0060). Only the captured modules go in, not their dependencies: a lazy tab's
 * own modules stay in its chunk.
 */
function firstLoadChunk(id: string, context: { getModuleInfo: (id: string) => { id: string; importers: string[]; isEntry: boolean } | null }): string | null {
  return [...staticEntries(id, (module) => context.getModuleInfo(module))].some((entry) => firstLoad.test(entry)) ? "dashboard" : null;
}

/**
 * A route module keeps its exports (React Router reads them) and may export more, for a chunk that imports from it:
 * what `includeDependenciesRecursively: false` needs. React Router sets "exports-only" in its own options, so this
 * comes after them.
 */
const routeModulesMayExportMore: Plugin = {
  name: "route-modules-may-export-more",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), routeModulesMayExportMore],
  resolve: { tsconfigPaths: true },
  // Modules run in their source order whichever chunk holds them: with the dashboard's chunk taking modules without
  // their dependencies, Rolldown's order alone left the dashboard rendering an undefined component.
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks, strictExecutionOrder: true } } },
}));
