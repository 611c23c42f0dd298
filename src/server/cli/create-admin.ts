import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { emailSchema, passwordSchema } from '../../domain/schemas';
import { createOrPromoteAdmin } from '../auth/admin-accounts';
import { isCommonPassword } from '../auth/common-passwords';
import { hashPassword } from '../auth/passwords';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { safeErrorText } from '../logging/safe-error';
import { readEnv } from '../env';

const USAGE = "Usage: npm run admin:create -- --email admin@example.com --password 'a long password'";

/** Thrown for bad input: the message is for the operator, without a stack trace. */
export class UsageError extends Error {}

export function parseCreateAdminArgs(argv: string[]): { email: string; password: string } {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (!values.email || !values.password) throw new UsageError(`Both --email and --password are required.\n${USAGE}`);
  const email = emailSchema.safeParse(values.email);
  if (!email.success) throw new UsageError(`Invalid email: ${email.error.issues[0]?.message}`);
  const password = passwordSchema.safeParse(values.password);
  if (!password.success) throw new UsageError(`Invalid password: ${password.error.issues[0]?.message}`);
  if (isCommonPassword(password.data)) throw new UsageError('Invalid password: this password is too common. Choose a less predictable one.');
  return { email: email.data, password: password.data };
}

/**
 * Creates an administrator, or promotes an existing account and resets its password, in the database
 * the server uses (DATABASE_URL, else the embedded one in DATA_DIR; `env` replaces the process's
 * environment in tests). Returns the line to print.
 */
export async function runCreateAdmin(argv: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  const { email, password } = parseCreateAdminArgs(argv);
  const config = readEnv(env);
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    const result = await createOrPromoteAdmin(database.db, email, await hashPassword(password), new Date());
    return result.kind === 'created'
      ? `Created administrator ${result.user.email}.`
      : `Promoted ${result.user.email} to administrator and reset the password; their old sessions are signed out.`;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  try {
    console.log(await runCreateAdmin(process.argv.slice(2)));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
    } else if (error instanceof DataDirInUseError) {
      // The embedded database allows one process at a time.
      console.error(`${error.message}\nThe embedded database cannot be changed while the server runs on it: stop the server, run this command, then start the server again.`);
    } else {
      // Not the raw message: a database error spells the query's parameters (the email, the password hash).
      console.error(`Could not create the administrator: ${safeErrorText(error)}`);
    }
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
