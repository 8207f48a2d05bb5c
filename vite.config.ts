import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";

/** Our own source folders, judged from the project root so a checkout under any path (say /app) bundles alike. */
const ownSource = (id: string) => /^(app|features|lib|content)[\\/]/.test(path.relative(import.meta.dirname, id));

/**
 * The browser bundle of the hydrated pages (booking, admin) in a few chunks rather than dozens: over HTTP/1.1 a
 * browser fetches six files at a time, so thirty small modulepreloads queued ahead of the page's paint on a slow
 * phone (Lighthouse measured /book). Stripe.js stays out of the shared chunk: only /checkout may load it.
 */
const clientChunks = {
  groups: [
    { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 2 },
    { name: "shared", test: ownSource, minShareCount: 2, priority: 1 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks } } },
}));
