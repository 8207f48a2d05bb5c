import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * One use case per file, named by its verb (issue 35): `submit-booking.server.ts` exports `submitBooking` and nothing
 * else made by namedUseCase(), so a use case's name is enough to find its file. lib/ defines namedUseCase; tests make
 * throwaway ones, so neither is walked.
 */
const root = path.resolve(import.meta.dirname, "../..");
const sourceFolders = ["app", "content", "db", "features", "scripts", "server", "ui"];

/** features/booking's and features/staff's files not yet moved to one use case each: this list only shrinks. */
const notYetSplit = new Set<string>([]);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").replace(/([A-Z])([A-Z][a-z])/g, "$1-$2").toLowerCase();

/** What is wrong with a file's use cases, as sentences; none when it holds no use case or one named for the file. */
function useCaseProblems(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "namedUseCase") calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (calls.length === 0) return [];
  if (calls.length > 1) return [`${file} makes ${calls.length} use cases`];
  const declaration = calls[0]!.parent;
  const statement = declaration.parent?.parent;
  const exported =
    ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name) && statement && ts.isVariableStatement(statement) && statement.parent === source &&
    statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  if (!exported) return [`${file} makes a use case that is not an exported const of its own`];
  const name = (declaration.name as ts.Identifier).text;
  const expected = `${kebabCase(name)}.server.ts`;
  return path.basename(file) === expected ? [] : [`${file} exports ${name}, so it is named ${expected}`];
}

const files = sourceFolders.flatMap(sourceFiles);
const problems = new Map(files.map((file) => [file, useCaseProblems(file, readFileSync(path.join(root, file), "utf8"))]));

describe("use case files", () => {
  it("holds one use case in each file, named for its exported const", () => {
    const found = [...problems].filter(([file]) => !notYetSplit.has(file)).flatMap(([, list]) => list);
    expect(found).toEqual([]);
  });

  it("keeps only files that still break the rule on the list of those not yet split", () => {
    expect([...notYetSplit].filter((file) => !problems.get(file)?.length)).toEqual([]);
  });

  it("tells each way of breaking the rule apart", () => {
    const two = `export const submitA = namedUseCase("a", async () => ({ ok: true }));\nexport const submitB = namedUseCase("b", async () => ({ ok: true }));`;
    expect(useCaseProblems("features/x/use-cases/a.server.ts", two)).toEqual(["features/x/use-cases/a.server.ts makes 2 use cases"]);
    const one = `export const submitStaffHours = namedUseCase("team.hours", async () => ({ ok: true }));`;
    expect(useCaseProblems("features/team/use-cases/submit-staff-hours.server.ts", one)).toEqual([]);
    expect(useCaseProblems("features/team/use-cases/staff-hours.server.ts", one)).toEqual([
      "features/team/use-cases/staff-hours.server.ts exports submitStaffHours, so it is named submit-staff-hours.server.ts",
    ]);
    expect(useCaseProblems("features/x/a.server.ts", `const submitA = namedUseCase("a", async () => ({ ok: true }));`)).toEqual([
      "features/x/a.server.ts makes a use case that is not an exported const of its own",
    ]);
    expect(kebabCase("submitSignInLinkRequest")).toBe("submit-sign-in-link-request");
  });
});
