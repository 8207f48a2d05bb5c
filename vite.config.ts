import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** The catalogue's prose and the module that merges it into the services. */
const catalogueProse = (id: string) => /[\\/](content|features[\\/]studio)[\\/]catalogue\.ts$/.test(id);

/**
 * The browser bundle: React in one chunk, the services' facts in one, the catalogue's prose in one that only the
 * pages showing it load. Our other modules split as Rolldown finds them shared: one "shared" chunk of everything
 * used twice was loaded by the root, so every page (and /book) carried the catalogue's prose and all of Zod
 * (tests/build/booking-bundle.test.ts holds /book to its budget). Stripe.js stays apart: only /checkout loads it.
 */
const clientChunks = {
  groups: [
    { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 4 },
    // The services' facts, which every page's footer reads: taken before the catalogue group takes its dependencies.
    { name: "service-facts", test: /[\\/]features[\\/]studio[\\/]service-facts\.ts$/, priority: 3 },
    // The catalogue's prose goes only to the pages that show it (never /book: its menu comes from its loader).
    { name: "catalogue", test: catalogueProse, priority: 2 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks } } },
}));
