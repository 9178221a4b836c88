import { z } from 'zod';

/** An on/off setting that may be left unset (then a default applies): '1'/'true', '0'/'false', or ''/unset. */
const optionalFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === '1' || value === 'true'));

/** A hop count; 'true' and 'false' are kept from when this was a flag ('true' was one proxy). */
const proxyHops = z
  .string()
  .optional()
  .transform((value) => {
    const trimmed = (value ?? '').trim().toLowerCase();
    if (trimmed === '' || trimmed === 'false') return 0;
    if (trimmed === 'true') return 1;
    return /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  })
  .refine((hops) => Number.isInteger(hops) && hops <= 10, 'TRUST_PROXY must be the number of proxies in front of the app (0 to 10)');

const optionalUrl = (name: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || URL.canParse(value), `${name} must be a URL`);

/** Every setting the app reads, with its default. `.env.example` lists the same names. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** The interface to listen on: loopback unless told otherwise, so a development server is not on the network. */
    HOST: z
      .string()
      .optional()
      .transform((value) => (value === undefined || value.trim() === '' ? '127.0.0.1' : value.trim())),
    ROLE: z.enum(['all', 'api', 'projections', 'workers']).default('all'),
    PUBLIC_URL: optionalUrl('PUBLIC_URL'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('.data'),
    DATABASE_URL: optionalUrl('DATABASE_URL'),
    EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
    KURRENTDB_URL: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .refine(
        (value) => value === undefined || /^(kurrentdb|esdb|kdb)(\+discover)?:\/\//.test(value),
        'KURRENTDB_URL must be a kurrentdb:// connection string',
      ),
    /**
     * How many reverse proxies stand in front of the app, each appending to X-Forwarded-For: the client is the
     * entry that many hops from the right (rate limits count per IP). 0 or empty: clients connect directly.
     */
    TRUST_PROXY: proxyHops,
    /**
     * Whether webhook endpoints may point at loopback, private, link-local or metadata addresses (a receiver on
     * this machine in development). Off by default; unset in demo mode (X_SIMULATOR=1) means on.
     */
    ALLOW_PRIVATE_WEBHOOK_HOSTS: z.enum(['0', '1', 'true', 'false', '']).optional(),
    /** Webhook retries' waits are multiplied by this (1: 1 min, 5 min, 30 min, ... over 24 hours). */
    WEBHOOK_RETRY_SCALE: z.coerce.number().min(0).max(10).default(1),
    /** Requests one API key may make per minute (past it: 429 with Retry-After). */
    API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(600),
    READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(30000).default(2000),
    PROJECTION_BATCH_SIZE: z.coerce.number().int().min(1).max(100000).default(1000),
    /** Attempts at an event a projection keeps failing on before it is marked failed and stops. */
    PROJECTION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(5),
    BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
    SMTP_URL: optionalUrl('SMTP_URL'),
    MAIL_FROM: z.string().default('OutTwit <no-reply@outtwit.local>'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    OIDC_ISSUER: optionalUrl('OIDC_ISSUER'),
    /** Origins besides PUBLIC_URL's whose browsers may change state (comma-separated), e.g. the Vite dev server. */
    TRUSTED_ORIGINS: z
      .string()
      .optional()
      .transform((value) => (value ?? '').split(',').map((origin) => origin.trim()).filter((origin) => origin.length > 0))
      .refine((origins) => origins.every((origin) => URL.canParse(origin)), 'TRUSTED_ORIGINS must be comma-separated URLs'),
    X_API_BASE: optionalUrl('X_API_BASE'),
    /**
     * Demo mode: the local X simulator runs inside the app and X_API_BASE points at it. Unset: on for a
     * development start of the whole app (NODE_ENV and ROLE unset) that names no X_API_BASE, so `npm start`
     * with nothing configured is a working demo; off otherwise.
     */
    X_SIMULATOR: optionalFlag,
    /** The simulator's port in demo mode. Unset: 4010, or any free port when 4010 is taken. */
    X_SIMULATOR_PORT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(65535).optional()),
    VAULT_KEY: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, 'VAULT_KEY must be 64 hexadecimal characters (32 bytes)')
      .optional(),
    /** Retired vault keys (64 hex characters each, comma-separated) that still decrypt until `npm run vault -- rotate`. */
    VAULT_PREVIOUS_KEYS: z
      .string()
      .optional()
      .transform((value) => (value ?? '').split(',').map((key) => key.trim()).filter((key) => key.length > 0))
      .refine((keys) => keys.every((key) => /^[0-9a-f]{64}$/i.test(key)), 'VAULT_PREVIOUS_KEYS must be 64-hex-character keys, comma-separated'),
    /**
     * Whether account proxies may point at loopback, private, link-local or metadata addresses. Off by default (a
     * proxy must not become a way into our own network); unset in demo mode (X_SIMULATOR=1) means on.
     */
    ALLOW_PRIVATE_PROXY_HOSTS: z.enum(['0', '1', 'true', 'false', '']).optional(),
    /** An address answering the caller's IP (plain text or {"ip": ...}), asked through a proxy by 'Test proxy'. */
    PROXY_IP_ECHO_URL: optionalUrl('PROXY_IP_ECHO_URL'),
    /** Minutes between health checks of every connected account (0: no periodic check). */
    ACCOUNT_HEALTH_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
    /**
     * The DM runner: its random gaps between sends are multiplied by this (1: the day's quota spread over the
     * sending window; 0: no waiting, for benchmarks). Unset: 1, or in demo mode (X_SIMULATOR=1) a campaign day
     * compressed to 30 s (the runner's pacing.ts), so a 150-lead demo campaign finishes within three minutes.
     */
    RUNNER_DELAY_SCALE: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().min(0).max(10).optional()),
    /** DMs per connected account per day across its campaigns at most (the product's ceiling is 450; X's is 500). */
    RUNNER_ACCOUNT_DAILY_CAP: z.coerce.number().int().min(1).max(450).default(450),
    /** Failed sends in a row after which the runner pauses a campaign (the card shows why). */
    RUNNER_MAX_CONSECUTIVE_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
    /** How often at most a running campaign's progress counters are recorded for its card (milliseconds). */
    RUNNER_PROGRESS_FLUSH_MS: z.coerce.number().int().min(0).max(600000).default(2000),
    /** Campaign steps (one send each) a workers process runs at the same time. */
    RUNNER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(32),
    /**
     * Seconds between two reads of the DM inbox of an account that sent campaign DMs in the last 14 days (its
     * replies). Unset: 120, or 5 in demo mode (X_SIMULATOR=1) so a demo reply shows within seconds.
     */
    REPLY_POLL_INTERVAL_SECONDS: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).max(86400).optional()),
    /** Stripe's secret key (sk_test_... in test mode). Unset: the local Stripe stand-in runs inside the app. */
    STRIPE_SECRET_KEY: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    /** The signing secret of the webhook endpoint POST /api/billing/webhook (whsec_...). */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    /** Another address speaking Stripe's API (a stand-in started with npm run stripe-stand-in); Stripe's own by default. */
    STRIPE_API_BASE: optionalUrl('STRIPE_API_BASE'),
    /**
     * Run the local Stripe stand-in inside the app when STRIPE_SECRET_KEY is unset (checkout and the billing portal
     * as local test pages, no card charged). Unset: on in development and tests, off in production, where paid
     * checkout is refused until Stripe is configured.
     */
    STRIPE_STAND_IN: optionalFlag,
    /**
     * Hours an unpaid subscription (Stripe's past_due) keeps its plan; unpaid after that, the plan is suspended like
     * a cancellation until the invoice is paid.
     */
    PAST_DUE_GRACE_HOURS: z.coerce.number().min(0).max(24 * 60).default(72),
    /** The port of the local Stripe stand-in when it runs inside the app (0: any free port). */
    STRIPE_STAND_IN_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    /** Hash passwords at scrypt's lowest cost, for test runs that sign hundreds of users up; refused unless NODE_ENV=test. */
    TEST_PASSWORD_HASHING: optionalFlag,
    /**
     * The Training Center's 'Read Full Guide' links: six comma-separated URLs in module order (script writing,
     * scraping leads, scraper tracker, accounts tracker, scaling, follow-up tracker). Unset: the bundled defaults.
     */
    TRAINING_GUIDE_URLS: z
      .string()
      .optional()
      .transform((value) => (value ?? '').split(',').map((url) => url.trim()).filter(Boolean))
      .refine((urls) => urls.length === 0 || (urls.length === 6 && urls.every((url) => URL.canParse(url))), 'TRAINING_GUIDE_URLS must be six comma-separated URLs'),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production') {
      if (!config.DATABASE_URL) {
        ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'DATABASE_URL is required in production' });
      }
      if (!config.BETTER_AUTH_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'BETTER_AUTH_SECRET is required in production' });
      }
    }
    if (config.TEST_PASSWORD_HASHING && config.NODE_ENV !== 'test') {
      ctx.addIssue({ code: 'custom', path: ['TEST_PASSWORD_HASHING'], message: 'TEST_PASSWORD_HASHING is for test runs only (NODE_ENV=test)' });
    }
    if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY' });
    }
    if (Boolean(config.GOOGLE_CLIENT_ID) !== Boolean(config.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together' });
    }
  })
  .transform((config) => ({
    ...config,
    X_SIMULATOR: config.X_SIMULATOR ?? (config.NODE_ENV === 'development' && config.ROLE === 'all' && !config.X_API_BASE),
    STRIPE_STAND_IN: config.STRIPE_STAND_IN ?? config.NODE_ENV !== 'production',
  }));

export type AppConfig = z.infer<typeof configSchema> & {
  publicUrl: string;
  /** Demo mode: the simulated X's accounts a user may connect, set once the simulator runs. */
  demoXAccounts?: readonly DemoXAccount[];
  /** Demo mode: the simulated X's accounts and posts worth scraping, set once the simulator runs. */
  demoXTargets?: DemoXTargets;
};

export interface DemoXTargets {
  accounts: readonly { screenName: string; name: string; followersCount: number }[];
  postLinks: readonly string[];
}

export interface DemoXAccount {
  screenName: string;
  label: string;
  authToken: string;
  ct0: string;
}

export class ConfigError extends Error {}

/** Parses the environment once at start; a bad setting stops the process with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(config)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  return { ...config, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
