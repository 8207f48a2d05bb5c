// `npm run admin:create -- --username NAME`: creates a staff account, or sets a new password for an existing one.
// The password comes from ADMIN_PASSWORD or a prompt. Works with the site running or stopped, on DATABASE_URL or on
// the embedded database in DATA_DIR.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { connect } from "~/db/client.server";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "~/db/embedded-postgres.server";
import { applyMigrations, migrationsFolder } from "~/db/migrate.server";
import { StaffAccountError } from "~/features/staff-session/index.server";
import { createStaffUser } from "~/features/team/index.server";
import { parseEnv } from "~/server/env.server";

const { values } = parseArgs({ options: { username: { type: "string" } } });
if (!values.username) {
  console.error("Usage: npm run admin:create -- --username NAME   (password from ADMIN_PASSWORD or a prompt)");
  process.exit(2);
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new StaffAccountError("Set ADMIN_PASSWORD, or run this in a terminal to be asked.");
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: echo nothing after the question.
  const output = prompt as unknown as { _writeToOutput: (text: string) => void; output: NodeJS.WriteStream };
  const ask = async (question: string) => {
    process.stdout.write(question);
    output._writeToOutput = () => {};
    const answer = await prompt.question("");
    process.stdout.write("\n");
    return answer;
  };
  const first = await ask("New password (at least 12 characters): ");
  const second = await ask("Type it again: ");
  prompt.close();
  if (first !== second) throw new StaffAccountError("The two passwords differ.");
  return first;
}

const env = parseEnv();
const password = process.env.ADMIN_PASSWORD ?? (await askPassword().catch((error: Error) => (console.error(error.message), process.exit(1))));
const running = env.DATABASE_URL ? undefined : await runningEmbeddedUrl(env.DATA_DIR);
const embedded = env.DATABASE_URL || running ? undefined : await startEmbeddedPostgres({ dataDir: env.DATA_DIR, log: () => {} });
const url = env.DATABASE_URL ?? running ?? embedded!.url;
let exitCode = 0;
try {
  await applyMigrations(url, migrationsFolder);
  const connection = connect(url, { poolSize: 1 });
  try {
    const user = await createStaffUser(connection.db, values.username, password, { replace: true });
    console.log(`Staff account "${user.username}" is ready. Sign in at /admin/login.`);
  } finally {
    await connection.close();
  }
} catch (error) {
  if (!(error instanceof StaffAccountError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await embedded?.stop();
}
process.exit(exitCode);
