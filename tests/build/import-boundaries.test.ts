import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The import rule resolves real paths (eslint.config.js, docs/decisions/0009): a probe file is linted as if it
 * stood in the tree, so `~/` and relative imports are judged alike. Only that rule runs: the config's others, and
 * import-x/no-cycle above all (it parses every module a probe reaches, a second or more each on a loaded machine),
 * decide nothing here.
 */
const root = path.resolve(import.meta.dirname, "../..");
const RULE = "import-x/no-restricted-paths";
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === RULE });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe("import boundaries", { timeout: 30_000 }, () => {
  // The first lint loads the config, its plugins and the TypeScript resolver (seconds, more on a loaded machine):
  // done once here, with room to spare, so no test's own time includes it.
  beforeAll(() => boundaryErrors("lib/probe.ts", ""), 120_000);

  it("refuses server code in a rule file, by ~/ and by relative path", async () => {
    expect(await boundaryErrors("features/booking/probe.ts", `import { connect } from "~/db/client.server";\nvoid connect;`)).not.toEqual([]);
    expect(await boundaryErrors("features/booking/probe.ts", `import { parseEnv } from "../../server/env.server";\nvoid parseEnv;`)).not.toEqual([]);
    expect(await boundaryErrors("lib/probe.ts", `import { hit } from "./throttle.server";\nvoid hit;`)).not.toEqual([]);
  });

  it("lets a .server module reach the database", async () => {
    expect(await boundaryErrors("features/booking/probe.server.ts", `import { connect } from "~/db/client.server";\nvoid connect;`)).toEqual([]);
  });

  it("refuses another feature's insides but not its public entry", async () => {
    expect(await boundaryErrors("features/blog/probe.ts", `import { canChange } from "../booking/rules/booking-status";\nvoid canChange;`)).not.toEqual([]);
    expect(await boundaryErrors("features/blog/probe.ts", `import { canChange } from "~/features/booking/rules/booking-status";\nvoid canChange;`)).not.toEqual([]);
    expect(await boundaryErrors("features/blog/probe.ts", `import { canChange } from "~/features/booking";\nvoid canChange;`)).toEqual([]);
  });

  it("keeps React and components out of the enhancement script", async () => {
    expect(await boundaryErrors("app/enhance/probe.ts", `import { useState } from "react";\nvoid useState;`)).not.toEqual([]);
    expect(await boundaryErrors("app/enhance/probe.ts", `import { Toaster } from "../../ui/toaster";\nvoid Toaster;`)).not.toEqual([]);
    expect(await boundaryErrors("app/enhance/probe.ts", `import { stepSlide } from "~/features/content-pages/carousel";\nvoid stepSlide;`)).toEqual([]);
  });

  it("keeps React Router out of the booking islands, and React in", async () => {
    expect(await boundaryErrors("features/booking/ui/probe.tsx", `import { Link } from "react-router";\nvoid Link;`)).not.toEqual([]);
    expect(await boundaryErrors("features/booking/ui/islands/probe.tsx", `import { useNavigate } from "react-router";\nvoid useNavigate;`)).not.toEqual([]);
    expect(await boundaryErrors("features/booking/ui/probe.tsx", `import { useState } from "react";\nvoid useState;`)).toEqual([]);
  });

  it("keeps ui/ below the features and the pages: lib/, content/ and itself only", async () => {
    expect(await boundaryErrors("ui/probe.tsx", `import { useStudio } from "~/features/studio";\nvoid useStudio;`)).not.toEqual([]);
    expect(await boundaryErrors("ui/forms/probe.tsx", `import { bookTreatmentPath } from "../../features/booking";\nvoid bookTreatmentPath;`)).not.toEqual([]);
    expect(await boundaryErrors("ui/probe.ts", `import type { loader } from "~/app/root";\nexport type L = typeof loader;`)).not.toEqual([]);
    expect(await boundaryErrors("ui/probe.ts", `import { primaryNav } from "../app/navigation";\nvoid primaryNav;`)).not.toEqual([]);
    expect(await boundaryErrors("ui/probe.tsx", `import { formatPrice } from "~/lib/money";\nimport { FieldError } from "./forms/field-error";\nvoid formatPrice;\nvoid FieldError;`)).toEqual([]);
    expect(await boundaryErrors("lib/probe.ts", `import { toast } from "~/ui/toaster";\nvoid toast;`)).not.toEqual([]);
  });

  it("keeps lib/ and content/ below the features", async () => {
    expect(await boundaryErrors("lib/probe.ts", `import { canChange } from "~/features/booking";\nvoid canChange;`)).not.toEqual([]);
    expect(await boundaryErrors("content/probe.ts", `import { formatPrice } from "../lib/money";\nvoid formatPrice;`)).not.toEqual([]);
  });
});
