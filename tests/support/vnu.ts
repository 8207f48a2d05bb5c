import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/**
 * The Nu HTML checker's (vnu, the W3C's) errors on pages given by name, one line each ("name: message extract").
 * One run of the checker over them all: it starts a JVM, which is the slow part.
 */
export async function vnuErrors(pages: Readonly<Record<string, string>>): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), "studio-vnu-"));
  try {
    const names = new Map<string, string>();
    for (const [index, [name, html]] of Object.entries(pages).entries()) {
      const file = path.join(folder, `page-${index}.html`);
      await writeFile(file, html);
      names.set(file, name);
    }
    let report: string;
    try {
      report = (await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...names.keys()], { maxBuffer: 64 * 1024 * 1024 })).stderr;
    } catch (error) {
      // vnu exits 1 when it found an error, with its JSON report on stderr all the same.
      const failed = error as { stderr?: string };
      if (!failed.stderr?.trim().startsWith("{")) throw error;
      report = failed.stderr;
    }
    return (JSON.parse(report) as { messages: VnuMessage[] }).messages
      .filter((message) => message.type === "error")
      .map((message) => `${names.get(new URL(message.url).pathname) ?? message.url}: ${message.message} ${message.extract ?? ""}`.trim());
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
