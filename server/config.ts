import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

/** A rate limit: at most `max` requests per `windowSeconds` per client IP. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Everything the server is configured by (see server/README.md for the environment variables). */
export interface ServerConfig {
  port: number;
  host: string;
  /** Project root: holds supabase/ and, by default, dist/. */
  root: string;
  distDir: string;
  dataDir: string;
  databaseUrl?: string;
  /** SMTP_URL: mail goes out over SMTP; unset, each mail is written to dataDir/outbox/ as .eml. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom: string;
  /**
   * Public origin of the site (confirmation links, default redirect, JWT issuer): SITE_URL, else
   * http://localhost:$PORT. Never taken from a request (its Host header is the client's to choose).
   * With PORT=0, start.ts fills in the port the server got.
   */
  siteUrl: string;
  /** Reverse proxies in front of the server (TRUST_PROXY): X-Forwarded-For hops trusted, 0 = none. */
  trustProxy: number;
  /** IPV6_PREFIX: per-address limits count an IPv6 client by this prefix (64, or 48 for whole sites). */
  ipv6Prefix: number;
  /** Publishable API keys accepted as `apikey` (role anon). */
  publishableKeys: string[];
  testMode: boolean;
  logRequests: boolean;
  /** Access token lifetime in seconds. */
  jwtExpiry: number;
  /**
   * MATHPOP_EMAIL_CONFIRM: unset or `remind` (the default), GoTrue's MAILER_AUTOCONFIRM=false with
   * MAILER_ALLOW_UNVERIFIED_EMAIL_SIGN_INS (signed in at once, unconfirmed until the mailed link is
   * used, the dashboard reminds); `auto` or `0`, GoTrue's MAILER_AUTOCONFIRM (confirmed at sign-up, no
   * mail); `1`, the mailed link is needed before the first sign-in. Not auto by default: a confirmed
   * address is what the Fun Pack and the weekly mail trust (issues 35, 36).
   */
  autoConfirm: boolean;
  /** Sign-ins of unconfirmed addresses allowed (MATHPOP_EMAIL_CONFIRM=remind). */
  allowUnverifiedSignIns: boolean;
  /** PASSWORD_MIN_LENGTH: shortest password accepted (default 8; GoTrue's own default is 6). */
  passwordMinLength: number;
  /** SERVICE_ROLE_KEY: the operator's admin key; unset, one generated in DATA_DIR/service-role.key. */
  serviceRoleKey?: string;
  /** Seconds a PKCE auth code may be exchanged after it was issued (GoTrue's flow state: 300). */
  flowStateSeconds: number;
  bcryptCost: number;
  /** A revoked refresh token is still honoured this long (concurrent refreshes), then reuse revokes. */
  refreshReuseSeconds: number;
  mfaChallengeSeconds: number;
  /** Wrong codes allowed per factor in a window (kept in the database, not relaxed in test mode). */
  mfaFailedVerifies: RateLimit;
  /**
   * Per client address: `token` (sign-in and refresh), `signup` (also recovery emails), `verify`,
   * `mfa`, `user` (PUT /user, also counted per user). `account`: password sign-ins per email address
   * since its last successful one, so guessing one password is capped however many addresses try.
   */
  rateLimits: {
    token: RateLimit;
    signup: RateLimit;
    verify: RateLimit;
    mfa: RateLimit;
    user: RateLimit;
    account: RateLimit;
    /** Class sign-ins (roster and picture check) per address: a school's own budget (RATE_LIMIT_CLASS). */
    class: RateLimit;
  };
  /** Origins allowed by CORS (besides same-origin requests, which need none). */
  corsOrigins: string[];
  /** Extra origin the browser may connect to (a hosted Supabase URL the client was built for). */
  connectOrigins: string[];
  /** Origins redirect_to may name besides siteUrl's (ADDITIONAL_REDIRECT_URLS, compared exactly). */
  redirectOrigins: string[];
  /** Seconds between purges of expired sessions, links, challenges and old mail (0: never). */
  retentionIntervalSeconds: number;
  /** Days an outbox mail file (DATA_DIR/outbox/*.eml) is kept. */
  outboxRetentionDays: number;
  /**
   * MAIL_MAX_FREQUENCY: seconds between two link mails (recovery, confirmation, email change) to one
   * account, as GoTrue's SMTP_MAX_FREQUENCY (60); kept in the database (the *_sent_at columns).
   */
  mailMaxFrequencySeconds: number;
  /** WORKERS: server processes (node:cluster) on one port; more than 1 needs DATABASE_URL. */
  workers: number;
  /** SESSION_CHECK_SECONDS: how long REST trusts that a grown-up's session is still alive (≤ 30). */
  sessionCheckSeconds: number;
  /** Seconds between runs of the weekly email job (server/weekly; 0: never). */
  weeklyMailIntervalSeconds: number;
  /**
   * Payments (issue 36, server/payments): STRIPE_WEBHOOK_SECRET switches them on (unset: every
   * account has everything); PAYMENTS_SINCE (ISO date) names when, accounts made before keep
   * everything (unset: the first start with payments on).
   */
  payments: { webhookSecret?: string; since?: Date };
}

/** The publishable key committed in .env, used when neither the environment nor .env names one. */
export const defaultPublishableKey = 'sb_publishable_mathpop_local_2f7c1d9e4b';

type Env = Record<string, string | undefined>;

function readDotEnv(root: string): Env {
  const file = join(root, '.env');
  if (!existsSync(file)) return {};
  const out: Env = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (m?.[1] && m[2] !== undefined) out[m[1]] = m[2].replace(/^["']|["']$/g, '');
  }
  return out;
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function limit(v: string | undefined, fallback: RateLimit, relax: number): RateLimit {
  const m = /^(\d+)\/(\d+)$/.exec(v ?? '');
  if (m) return { max: Number(m[1]), windowSeconds: Number(m[2]) };
  return { max: fallback.max * relax, windowSeconds: fallback.windowSeconds };
}

const originOf = (url: string | undefined) => {
  try {
    const origin = url ? new URL(url).origin : undefined;
    return origin === 'null' ? undefined : origin; // opaque origins (custom schemes) match nothing
  } catch {
    return undefined;
  }
};

/** http://localhost:$PORT, or the address the server is bound to when HOST names one. */
export function defaultSiteUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** WORKERS as a number of processes: `auto` is one per core; unset or empty is 1; invalid is 0. */
export function workerCount(value: string | undefined, cores = availableParallelism()): number {
  const v = value?.trim() ?? '';
  if (v === '') return 1;
  if (v === 'auto') return Math.max(1, cores);
  return /^[1-9]\d{0,3}$/.test(v) ? Number(v) : 0;
}

/** PAYMENTS_SINCE as a date; unset is undefined, and so is a value that is not a date (with a warning). */
export function paymentsSince(value: string | undefined): Date | undefined {
  if (!value?.trim()) return undefined;
  const d = new Date(value.trim());
  if (Number.isNaN(d.getTime())) {
    console.warn('[payments] PAYMENTS_SINCE is not a date; payments count from their first start');
    return undefined;
  }
  return d;
}

/** Reads the configuration from the environment (and the project's .env for the publishable key). */
export function loadConfig(env: Env = process.env, root = process.cwd()): ServerConfig {
  const rootDir = resolve(root);
  const dotenv = readDotEnv(rootDir);
  const testMode = env.MATHPOP_TEST_MODE === '1';
  // Tests sign up hundreds of users from one IP: GoTrue's limits stay, multiplied, unless set.
  const relax = testMode ? 1000 : 1;
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '0.0.0.0';
  const siteUrl = (env.SITE_URL || defaultSiteUrl(host, port)).replace(/\/+$/, '');
  const supabaseUrl = env.VITE_SUPABASE_URL || dotenv.VITE_SUPABASE_URL;
  const keys = [
    ...list(env.MATHPOP_PUBLISHABLE_KEYS),
    env.VITE_SUPABASE_ANON_KEY || dotenv.VITE_SUPABASE_ANON_KEY || defaultPublishableKey,
  ];
  return {
    port,
    host,
    root: rootDir,
    distDir: resolve(rootDir, env.DIST_DIR ?? 'dist'),
    dataDir: resolve(rootDir, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'MathPop <no-reply@mathpop.local>',
    siteUrl,
    trustProxy: Math.max(0, Math.floor(Number(env.TRUST_PROXY ?? 0)) || 0),
    ipv6Prefix: Math.min(128, Math.max(16, Math.floor(Number(env.IPV6_PREFIX ?? 64)) || 64)),
    publishableKeys: [...new Set(keys)],
    testMode,
    logRequests: env.MATHPOP_LOG ? env.MATHPOP_LOG === '1' : !testMode,
    jwtExpiry: Number(env.JWT_EXPIRY ?? 3600),
    autoConfirm: ['auto', '0'].includes(env.MATHPOP_EMAIL_CONFIRM ?? ''),
    allowUnverifiedSignIns: ['', 'remind'].includes(env.MATHPOP_EMAIL_CONFIRM ?? ''),
    passwordMinLength: Math.min(72, Math.max(6, Math.floor(Number(env.PASSWORD_MIN_LENGTH ?? 8)) || 8)),
    serviceRoleKey: env.SERVICE_ROLE_KEY?.trim() || undefined,
    flowStateSeconds: Math.max(1, Number(env.FLOW_STATE_EXPIRY ?? 300) || 300),
    bcryptCost: Number(env.BCRYPT_COST ?? (testMode ? 4 : 10)),
    refreshReuseSeconds: Number(env.REFRESH_TOKEN_REUSE_INTERVAL ?? 10),
    mfaChallengeSeconds: Number(env.MFA_CHALLENGE_EXPIRY ?? 300),
    mfaFailedVerifies: limit(env.MFA_FAILED_VERIFY_LIMIT, { max: 5, windowSeconds: 300 }, 1),
    rateLimits: {
      token: limit(env.RATE_LIMIT_TOKEN, { max: 150, windowSeconds: 300 }, relax),
      signup: limit(env.RATE_LIMIT_SIGNUP, { max: 30, windowSeconds: 300 }, relax),
      verify: limit(env.RATE_LIMIT_VERIFY, { max: 30, windowSeconds: 300 }, relax),
      mfa: limit(env.RATE_LIMIT_MFA, { max: 15, windowSeconds: 60 }, relax),
      user: limit(env.RATE_LIMIT_USER, { max: 30, windowSeconds: 300 }, relax),
      account: limit(env.RATE_LIMIT_ACCOUNT, { max: 10, windowSeconds: 900 }, relax),
      // 80 children signing in within 5 minutes make ~160-240 calls; a school may have several classes.
      class: limit(env.RATE_LIMIT_CLASS, { max: 600, windowSeconds: 300 }, relax),
    },
    corsOrigins: list(env.CORS_ORIGINS),
    connectOrigins: [originOf(supabaseUrl)].filter((o): o is string => Boolean(o)),
    redirectOrigins: list(env.ADDITIONAL_REDIRECT_URLS)
      .map(originOf)
      .filter((o): o is string => Boolean(o)),
    retentionIntervalSeconds: Math.max(0, Number(env.RETENTION_INTERVAL_SECONDS ?? 3600) || 0),
    outboxRetentionDays: Math.max(0, Number(env.OUTBOX_RETENTION_DAYS ?? 7) || 0),
    // Tests mail one address many times in a row: relaxed like the rate limits, unless set.
    mailMaxFrequencySeconds: Math.max(0, Number(env.MAIL_MAX_FREQUENCY ?? (testMode ? 0 : 60)) || 0),
    workers: workerCount(env.WORKERS),
    sessionCheckSeconds: Math.min(30, Math.max(0, Number(env.SESSION_CHECK_SECONDS ?? 30) || 0)),
    // Test servers look every few seconds, so a test that opts in sees its mail soon.
    weeklyMailIntervalSeconds: Math.max(
      0,
      Number(env.WEEKLY_MAIL_INTERVAL_SECONDS ?? (testMode ? 3 : 3600)) || 0,
    ),
    payments: {
      webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
      since: paymentsSince(env.PAYMENTS_SINCE),
    },
  };
}
