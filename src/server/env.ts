import { z } from 'zod';
import { DEFAULT_REGISTRATIONS_PER_HOUR } from './auth/registration-throttle';
import { DEFAULT_PRESSURE_LIMITS } from './http/load-shedding';
import { trustProxySchema } from './http/trusted-proxy';

// The only reader of process.env (config is read once, validated).
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  // How long a PostgreSQL connect, wait for a pooled connection, or statement may take (decision 0008).
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  SAMPLE_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SERVICES_SITE_URL: z.url().default('https://ribh.example/services'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Client address and scheme from X-Forwarded-For/-Proto only when the peer is a trusted proxy (operations.md).
  TRUST_PROXY: trustProxySchema,
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_REGISTRATIONS_PER_HOUR),
  // How long a client may take to send its request headers, and its whole request (408 after).
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  // Mean event-loop lateness over a one-second sample beyond which every request gets 503 (0 turns it off).
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(DEFAULT_PRESSURE_LIMITS.maxEventLoopDelayMs),
  // How long a shutdown waits for requests in flight before cutting their connections.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
