import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import { readdirSync } from "node:fs";
import path from "node:path";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import drizzle from "eslint-plugin-drizzle";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const at = (glob) => path.join(root, glob);
const features = readdirSync(at("features"), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
// A feature's admin may give a second tab of its own chunk an entry in its sub-folder (booking's admin/calendar/).
const publicEntries = [at("features/*/index.ts"), at("features/*/index.server.ts"), at("features/*/admin/index.ts"), at("features/*/admin/index.server.ts"), at("features/*/admin/*/index.ts")];

/**
 * Which way imports run, checked on resolved paths so `~/` and relative imports are judged alike
 * (docs/decisions/0009-feature-folders.md, 0047): content ← lib ← ui ← features ← app and server; a feature reaches
 * another only through its public entry; rule files never import server code; the enhancement script has no React.
 */
const zones = [
  { target: at("content/**"), from: [at("{app,features,lib,ui,server,db}/**")], message: "content/ is copy: it imports nothing of ours." },
  { target: at("lib/**"), from: [at("{app,features,ui,server}/**")], message: "lib/ is shared by every feature: it knows none of them." },
  { target: at("db/**"), from: [at("{app,features,lib,ui,server}/**")], message: "db/ sits at the bottom: only content may be imported." },
  {
    target: at("{features,lib,ui,app/enhance}/**/!(*.server).{ts,tsx}"),
    from: [at("**/*.server.ts"), at("{db,server}/**")],
    message: "Rules and components run in the browser too: server code stays in a .server.ts module, reached from a loader.",
  },
  {
    target: at("ui/**"),
    from: [at("{app,features,server,db,scripts,tests}/**")],
    message: "ui/ is the kit every feature shares: it imports only lib/, content/ and itself; facts come as props or context.",
  },
  {
    target: at("{features,lib}/**"),
    from: [at("app/**"), at("server/**")],
    message: "Features sit below the pages and the HTTP server: they never import them.",
  },
  {
    target: at("app/enhance/**"),
    // Type-aware resolution finds a package's types first, so both places are named.
    from: [at("**/*.tsx"), at("node_modules/{react,react-dom,react-router,@radix-ui,@types/react,@types/react-dom}/**")],
    message: "The enhancement script is plain DOM: no React, no components (its byte budget is tested).",
  },
  {
    // What the booking islands hydrate (docs/decisions/0017): React, but no React Router in the browser.
    target: at(
      "{features/booking/ui/*.{ts,tsx},features/booking/ui/{islands,steps}/**,features/booking/ui/checkout/{checkout-flow,checkout-summary,hold-countdown,booking-confirmation}.tsx,features/payments/ui/**,ui/{island,mount-island}.tsx}",
    ),
    from: [at("node_modules/{react-router,@react-router}/**")],
    message: "An island runs without React Router: links are <a>, and its address and data are its own (use-book-address.ts).",
  },
  ...features.map((feature) => ({
    target: at(`features/${feature}/**`),
    from: [at(`features/!(${feature})/**`)],
    except: publicEntries,
    message: `Another feature is reached through its public entry (features/NAME/index.ts or index.server.ts), not its insides.`,
  })),
];

const zodThroughLib = { selector: "ImportDeclaration[source.value=/^zod/]", message: "Import z from ~/lib/zod: it is configured not to use eval (CSP)." };
const zoneThroughClock = {
  selector: "Literal[value='Europe/London'], TemplateElement[value.raw=/Europe\\/London/]",
  message: "The studio's zone is named once: use ~/lib/studio-clock (STUDIO_ZONE, studioToday, studioInstant...).",
};
const moneyThroughLib = {
  selector: "CallExpression[callee.property.name='toFixed'][arguments.0.value=2]",
  message: "Pence become pounds only in ~/lib/money (formatPrice, formatTotal, penceToPounds).",
};
// A list of booking or payment statuses is written in features/booking alone (booking-status.ts, and in SQL
// booking-predicates.server.ts): readers import the list or the predicate (issue 35).
const bookingStatusWord = "pending|confirmed|completed|cancelled|no-show";
const paymentStatusWord = "unpaid|paid|partially_refunded|refunded";
const statusListsThroughBooking = {
  selector: [
    `ArrayExpression > Literal[value=/^(${bookingStatusWord})$/] + Literal[value=/^(${bookingStatusWord})$/]`,
    `ArrayExpression > Literal[value=/^(${paymentStatusWord})$/] + Literal[value=/^(${paymentStatusWord}|failed)$/]`,
    `TemplateElement[value.raw=/'(${bookingStatusWord})'\\s*,\\s*'(${bookingStatusWord})'/]`,
    `TemplateElement[value.raw=/'(${paymentStatusWord})'\\s*,\\s*'(${paymentStatusWord}|failed)'/]`,
  ].join(", "),
  message: "Status lists are written once, in features/booking: import the list (booking-status) or the SQL predicate (inDiary, stillActive, wasVisit, notAbandonedHold).",
};

// ESLint's own defineConfig: typescript-eslint deprecated its config() helper in favour of it.
export default defineConfig(
  { ignores: ["build/", "build-*/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "bench/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { drizzle, "react-hooks": reactHooks, "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: at("tsconfig.json") })],
      // Without these no-cycle reads no dependency of ours (it parses only .js by default) and reports nothing.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "import-x/no-restricted-paths": ["error", { zones }],
      // Packages never import our code, so the walk stops at them: the rule costs a third of what it would.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "no-restricted-syntax": ["error", zodThroughLib, zoneThroughClock, moneyThroughLib, statusListsThroughBooking],
    },
  },
  // The lists' owner, and the schema and migrations that state them to the database.
  { files: ["features/booking/**", "db/**"], rules: { "no-restricted-syntax": ["error", zodThroughLib, zoneThroughClock, moneyThroughLib] } },
  { files: ["lib/zod.ts"], rules: { "no-restricted-syntax": ["error", zoneThroughClock, moneyThroughLib] } },
  { files: ["lib/money.ts", "scripts/**"], rules: { "no-restricted-syntax": ["error", zodThroughLib, zoneThroughClock] } },
  // Tests may name the zone where they read it back from a calendar file's TZID.
  { files: ["lib/studio-clock.ts", "**/*.test.{ts,tsx}", "tests/**"], rules: { "no-restricted-syntax": ["error", zodThroughLib] } },
  {
    files: ["scripts/**/*.mjs", "*.config.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
);
