import { z } from 'zod';
import { proxyTrustSetting } from './http/proxy-trust.ts';

/**
 * Server configuration, checked once at boot (EXAMPLES #11): a wrong setting stops the
 * process with a message naming it. Site (brand) settings live in config/site.json and are
 * read by modules/app-info; the overrides for them are listed here so they are checked too.
 */
const boolFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /**
     * Where LISTEN, migrations and their lock connect: PostgreSQL itself, not a
     * pooler. Default DATABASE_URL; required when DATABASE_POOLER is set.
     */
    DATABASE_DIRECT_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** `pgbouncer`: DATABASE_URL is a transaction-mode pooler, so no statement is sent named. */
    DATABASE_POOLER: z.enum(['none', 'pgbouncer']).default('none'),
    /** `false`: this instance never migrates (run `npm run db:migrate` first) and refuses a schema behind its build. */
    MIGRATE_ON_BOOT: boolFlag.default(true),
    /** Connections each instance's pool opens at most on DATABASE_URL (docs/deployment.md has the arithmetic). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default('.data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SITE_CONFIG: z.string().default('config/site.json'),
    CONTENT_DIR: z.string().default('content'),
    OUTBOX_DIR: z.string().optional(),
    /** Uploaded product photos (default <DATA_DIR>/photos). */
    PHOTOS_DIR: z.string().optional(),
    BUILD_DIR: z.string().default('build'),
    /** After SIGTERM, seconds of failing readiness while requests are still served, so the balancer moves away first. */
    DRAIN_DELAY_S: z.coerce.number().min(0).max(120).default(5),
    /** Who may set the client's address (X-Forwarded-For): a hop count or proxy addresses; never every hop. */
    TRUST_PROXY: proxyTrustSetting.default(false),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
    // Site overrides (DESIGN §7)
    FEATURE_GROUP_ORDER: boolFlag.optional(),
    FEATURE_REWARDS: boolFlag.optional(),
    /** Member offers: `get_offers`; FEATURE_REWARDS no longer switches offers too. */
    FEATURE_OFFERS: boolFlag.optional(),
    /** The rewards programme: points, catalogue, grants, expiry, offers. */
    REWARDS_CONFIG: z.string().default('config/rewards.json'),
    BORDERLESS: boolFlag.optional(),
    WELCOME_POPUP: boolFlag.optional(),
    ACCESSIBILITY_SITE_KEY: z.string().min(1).optional(),
    ACCESSIBILITY_SCRIPT_URL: z.url().optional(),
    /**
     * Map tiles: a raster XYZ template with {z}/{x}/{y} (optional {s} subdomain, {r}
     * retina suffix), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png, and the credit the
     * provider requires. Unset: the embedded basemap drawn from packaged data.
     */
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/, {
        error: 'must be an http(s) tile URL template with {z}, {x} and {y}',
      })
      .optional(),
    MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).optional(),
    // Geocoding (DESIGN §5): Radar when a key is set, else the offline gazetteer. The URL is for tests and proxies.
    RADAR_API_KEY: z.string().min(1).optional(),
    RADAR_API_URL: z.url().optional(),
    // Members. Mail: SMTP when SMTP_URL is set, else files in OUTBOX_DIR.
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Larkspur Bakery & Cafe <no-reply@larkspur.example>'),
    /** Origin used in e-mailed links (never the request's Host header); required in production, else http://HOST:PORT. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Sign-in/sign-up/forgot-password attempts allowed per IP and per account in one window. */
    ACCOUNT_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
    ACCOUNT_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    ACCOUNT_LIMIT_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
    /** Service fee in cents (spec §3 totals.fees); overrides config/site.json service_fee_cents. */
    SERVICE_FEE_CENTS: z.coerce
      .number({ error: 'must be a whole number of cents' })
      .int({ error: 'must be a whole number of cents' })
      .min(0)
      .max(10_000)
      .optional(),
    // Checkout. Card payments: the in-app sandbox, or Stripe PaymentIntents.
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, { error: 'must be a Stripe secret key (sk_test_… or sk_live_…)' })
      .optional(),
    /** Stripe API origin, for tests (a local fake) and proxies; default https://api.stripe.com. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** HMAC key of payment tokens; unset: a random key per process (set it when running several instances). */
    PAYMENT_TOKEN_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /** Deprecated: the old single bearer key of the order-status endpoint, now one every-location integration key; prefer `npm run integration:create`. */
    STAFF_API_KEY: z.string().min(24, { error: 'must be at least 24 characters' }).optional(),
    /**
     * Abuse limits shared by every instance (counters in PostgreSQL), one window of
     * LIMIT_WINDOW_MINUTES: gift card number + PIN attempts on every path (balance, save, checkout)
     * per card and per IP, card tokenizations per IP, group joins per IP.
     */
    LIMIT_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
    GIFT_CARD_ATTEMPTS_PER_CARD: z.coerce.number().int().positive().default(10),
    GIFT_CARD_ATTEMPTS_PER_IP: z.coerce.number().int().positive().default(30),
    CARD_TOKENS_PER_IP: z.coerce.number().int().positive().default(30),
    GROUP_JOINS_PER_IP: z.coerce.number().int().positive().default(20),
    /** People in one group order, host included. */
    GROUP_MAX_PARTICIPANTS: z.coerce.number().int().min(2).default(50),
    /** POST /api/events: the payload's JSON size in bytes and its keys (nested included). */
    EVENT_MAX_BYTES: z.coerce.number().int().positive().default(8192),
    EVENT_MAX_KEYS: z.coerce.number().int().positive().default(50),
    /**
     * Prometheus metrics, off unless one is set: METRICS_PORT serves
     * `/metrics` on its own listener (same HOST, keep the port private); METRICS_TOKEN serves it on
     * the main port to `Authorization: Bearer <token>`, and is then required on METRICS_PORT too.
     */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_TOKEN: z.string().min(24, { error: 'must be at least 24 characters' }).optional(),
    /**
     * A shared page cache in front (docs/deployment.md, "Page cache"): where an edit that a page
     * shows is purged, and how — `tag` (Surrogate-Key: Varnish, a CDN) or `url` (nginx cache_purge).
     */
    PAGE_PURGE_URL: z.url({ protocol: /^https?$/ }).optional(),
    PAGE_PURGE_BY: z.enum(['tag', 'url']).default('tag'),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_POOLER !== 'none' && !env.DATABASE_URL)
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required when DATABASE_POOLER is set' });
    if (env.DATABASE_POOLER !== 'none' && !env.DATABASE_DIRECT_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_DIRECT_URL'],
        message: 'is required when DATABASE_POOLER is set (LISTEN and migrations need PostgreSQL itself)',
      });
    if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL)
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required when DATABASE_DIRECT_URL is set' });
    if (env.PAYMENT_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENT_PROVIDER=stripe',
      });
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT)
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
  });

export type ServerConfig = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** What a production server needs beyond what every command needs (a release step sends no e-mail). */
export function checkServerConfig(config: ServerConfig): void {
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL)
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: is required in production: the origin e-mailed links point at, e.g. https://order.example.com',
    );
}
