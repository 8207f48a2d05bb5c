import js from "@eslint/js";
import drizzle from "eslint-plugin-drizzle";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports run one way: app → domain → db; content is plain data everyone may read; server wires it all. */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: forbidden.map((group) => ({ group: [group, `${group}/**`], message })) },
    ],
  },
});

export default tseslint.config(
  { ignores: ["build/", "build-*/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "bench/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { drizzle, "react-hooks": reactHooks },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "no-restricted-syntax": [
        "error",
        { selector: "ImportDeclaration[source.value=/^zod/]", message: "Import z from ~/domain/zod: it is configured not to use eval (CSP)." },
      ],
    },
  },
  { files: ["domain/zod.ts"], rules: { "no-restricted-syntax": "off" } },
  layer(["content/**"], ["~/app", "~/domain", "~/db", "~/server"], "content/ is plain data: it imports nothing of ours."),
  layer(["domain/**"], ["~/app", "~/server"], "domain/ holds the rules; pages and the server call it, not the reverse."),
  layer(["db/**"], ["~/app", "~/server", "~/domain"], "db/ sits at the bottom: only content may be imported."),
  layer(["server/**"], ["~/app"], "The server reaches pages through the React Router build, not by import."),
  layer(["app/routes/**"], ["~/server"], "Pages never import the Express server; loaders get what they need from context."),
  {
    ...layer(["domain/**/*.ts"], ["~/app", "~/server", "~/db"], "Pure rules have no database: queries go in a .server.ts module."),
    ignores: ["domain/**/*.server.ts"],
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    // Route modules may import .server modules for loaders and actions: React Router strips them from the
    // browser bundle and fails the build if one would leak.
    ignores: ["app/**/*.server.ts", "app/load-context.ts", "app/entry.server.tsx", "app/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/server", "~/server/**"], message: "Pages never import the Express server." },
            {
              regex: "^~/db/(?!client\\.server$)|\\.server$",
              allowTypeImports: true,
              message: "Browser code must not import server-only modules; use a loader or a .server.ts module.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
);
