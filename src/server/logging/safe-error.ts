/** What a log line may say about an error: never the SQL text, the query's parameters or a row's values. */
// A type, not an interface: pino's serializer type wants an index signature.
export type SafeError = {
  type: string;
  message: string;
  code?: string;
  /** Stack frames only: the stack's first lines repeat the message. */
  stack: string;
  cause?: SafeError;
};

const MAX_CAUSES = 4;
const MAX_MESSAGE = 500;
// Shorter parameters (a role, a status) are no secret, and replacing them would garble messages.
const MIN_SECRET_LENGTH = 6;
const STACK_FRAMES = 12;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/g;
const PASSWORD_HASH = /\$argon2[a-z]*\$[^\s"',)]*/g;

function isErrorLike(value: unknown): value is Error & Record<string, unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** The string parameters of every query in the chain, so a driver message that quotes one can be cleaned. */
function paramsOf(error: unknown): string[] {
  const found: string[] = [];
  for (let current = error, depth = 0; isErrorLike(current) && depth <= MAX_CAUSES; depth++) {
    if (Array.isArray(current.params)) {
      for (const param of current.params) if (typeof param === 'string' && param.length >= MIN_SECRET_LENGTH) found.push(param);
    }
    current = current.cause;
  }
  return found;
}

function clean(text: string, params: string[]): string {
  let result = text;
  for (const param of params) result = result.split(param).join('[parameter]');
  return result.replace(PASSWORD_HASH, '[password hash]').replace(EMAIL, '[email]');
}

function describe(error: Error & Record<string, unknown>, params: string[], depth: number): SafeError {
  // Drizzle's DrizzleQueryError spells the SQL text and every parameter into its message and keeps
  // them as `query` and `params`; only its cause (the driver's error) says what went wrong.
  const wrapsQuery = typeof error.query === 'string' || Array.isArray(error.params);
  const frames = typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const safe: SafeError = {
    type: error.constructor?.name || error.name || 'Error',
    message: wrapsQuery ? 'Failed query (text and parameters withheld)' : clean(error.message, params).slice(0, MAX_MESSAGE),
    stack: frames.slice(0, STACK_FRAMES).join('\n'),
  };
  if (typeof error.code === 'string') safe.code = error.code;
  if (isErrorLike(error.cause) && depth < MAX_CAUSES) safe.cause = describe(error.cause, params, depth + 1);
  return safe;
}

/**
 * pino's `err` serializer for every logger of the app. The default one prints the whole error,
 * and a database error carries its query's parameters: emails, password hashes, token hashes
 *. This keeps the type, code, message and stack frames of the error and its causes.
 */
export function safeError(error: unknown): SafeError {
  if (!isErrorLike(error)) return { type: typeof error, message: clean(String(error), []).slice(0, MAX_MESSAGE), stack: '' };
  return describe(error, paramsOf(error), 0);
}

/** One line for a console (the CLI, a failed start): the safe messages of the error and its causes. */
export function safeErrorText(error: unknown): string {
  const messages: string[] = [];
  for (let current: SafeError | undefined = safeError(error); current; current = current.cause) messages.push(current.message);
  return messages.join(': ');
}
