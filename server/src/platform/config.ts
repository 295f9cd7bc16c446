import path from 'node:path';
import { z } from 'zod';
import { JOB_DEFAULT_DAYS, JOB_MAX_DAYS, jobFieldsSchema } from 'shared-api/contract';
import { remoteEntries, type RemoteEntries } from '../../../federation.shared';

/**
 * The only place that reads the environment. Everything else receives an AppConfig, so tests
 * build apps with any configuration without touching process.env.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  CLERK_PUBLISHABLE_KEY: z.string().min(1).optional(),
  CLERK_JWT_KEY: z.string().min(1).optional(),
  CLERK_SECRET_KEY: z.string().startsWith('sk_').optional(),
  CLERK_API_URL: z.url().optional(),
  CLERK_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  CLERK_AUTHORIZED_PARTIES: z.string().optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[0-9a-f.:/]+(\s*,\s*[0-9a-f.:/]+)*)$/i,
      'TRUST_PROXY is false, true (one proxy), a number of proxies, or their addresses',
    )
    .default('false'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  POST_JOB_RATE_MAX: z.coerce.number().int().min(1).default(30),
  INVITE_RATE_MAX: z.coerce.number().int().min(1).default(20),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  SEND_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  JOB_DEFAULT_DAYS: z.coerce.number().int().min(1).max(JOB_MAX_DAYS).default(JOB_DEFAULT_DAYS),
  DEFAULT_CURRENCY: jobFieldsSchema.shape.salaryCurrency.default('INR'),
  JOB_EXPIRY_SWEEP_MS: z.coerce.number().int().min(100).max(8_000).default(3_000),
  JOB_LIST_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  LIVE_TOKEN_CHECK_MS: z.coerce.number().int().min(100).max(4_000).default(2_000),
  SERVE_WEB_APPS: z.enum(['true', 'false']).default('true'),
  PUBLIC_URL: z.url().optional(),
  SITE_URL: z.url().optional(),
  CORS_ORIGINS: z.string().optional(),
  COMPAT_ORIGINS: z.string().optional(),
  SIGN_IN_MODE: z.enum(['modal', 'redirect']).default('modal'),
  REMOTE_ENTRIES: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        remoteEntries('built', value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL is a redis:// or rediss:// address')
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('job-board:'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z.string().default(''),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL is an smtp:// or smtps:// address')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Job Board <no-reply@localhost>'),
  MAIL_POLL_MS: z.coerce.number().int().min(100).max(10_000).default(1_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1_000).default(8),
  UNDO_WINDOW_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  ALERT_INTERVAL_MS: z.coerce.number().int().min(60_000).max(2_592_000_000).default(86_400_000),
  REQUIRE_EMAIL_VERIFICATION: z.enum(['true', 'false']).default('false'),
  JOB_VIEW_COUNTING: z.enum(['on', 'off']).default('on'),
  JOB_VIEW_ADDRESS_MAX: z.coerce.number().int().min(1).max(100).default(3),
  RELEASE_TOKEN: z.string().min(16, 'RELEASE_TOKEN must be at least 16 characters').optional(),
  CANARY_MIN_PAGE_LOADS: z.coerce.number().int().min(1).max(1_000_000).default(50),
  CANARY_MAX_ERROR_RATIO: z.coerce.number().min(1).max(1_000).default(2),
  CANARY_MIN_ERROR_CLIENTS: z.coerce.number().int().min(1).max(1_000).default(3),
  TELEMETRY_RATE_MAX: z.coerce.number().int().min(1).default(240),
  TELEMETRY_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
});

export interface AppConfig {
  port: number;
  host: string;
  /** Embedded database and files; null keeps the database in memory (tests). */
  dataDir: string | null;
  filesDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  clerk: {
    publishableKey?: string;
    jwtKey?: string;
    secretKey?: string;
    apiUrl?: string;
    webhookSecret?: string;
    /** Origins allowed as a session token's `azp`. */
    authorizedParties?: string[];
  };
  seedDemoData: boolean;
  logLevel: string;
  /**
   * Which X-Forwarded-For hops to believe: false, a number of proxies in front of us (counted
   * from the right, the only part a client cannot write), or the proxies' addresses.
   */
  trustProxy: false | number | string;
  /** Sign-in attempts per client per minute. */
  rateLimitMax: number;
  /** Jobs one company may post per minute. */
  postJobRateMax: number;
  /** Invitations one company may send per hour: each is a mail from our domain. */
  inviteRateMax: number;
  /** Time for a whole request, body included, to arrive. */
  requestTimeoutMs: number;
  /** How long a large answer may wait for its reader to take more before it is ended. */
  sendTimeoutMs: number;
  /** How long a page of the public job list is kept; job writes drop the pages they touch. */
  jobListCacheTtlMs: number;
  /** Days a job stays open when posted without a closing date. */
  jobDefaultDays: number;
  /** ISO 4217 currency of a job posted without one. */
  defaultCurrency: string;
  /**
   * How often each process looks for jobs past their closing date. At most 8 s: a job must leave
   * the lists within 10 s of closing, and the sweep itself and the note to other processes take
   * their share (the sweep drops the cached pages that could list the job, loads in flight too).
   */
  jobExpirySweepMs: number;
  /**
   * How often each process checks again the tokens of its open live streams, all at once. At
   * most 4 s: a stream must end within 5 s of its token's logout, password reset or account
   * deletion in any process, and the check itself takes its share.
   */
  liveTokenCheckMs: number;
  /** The API's public origin: file URLs are absolute under it; relative when unset. */
  publicUrl: string | undefined;
  /**
   * Where the pages live, when not on PUBLIC_URL (the shell on a static host): canonical and
   * sitemap URLs are made under it, and with SERVE_WEB_APPS=false this process renders the pages
   * routed to it from the shell's own index.html, config and remote manifests there.
   */
  siteUrl: string | undefined;
  /** Origins allowed to call the API from a browser (CORS); none when empty. */
  corsOrigins: string[];
  /**
   * Origins (among corsOrigins) of third-party clients written for the spec, which read a
   * failure's message only from a 200 answer: theirs answer handled failures 200 with
   * `success: false` (decision 33). Empty: every origin gets the real status codes.
   */
  compatOrigins: string[];
  /** Serve the built shell and remotes from this process (off in API tests). */
  serveWebApps: boolean;
  /** How the shell's 'Login' signs job seekers in: a dialog, or a sign-in page. */
  signInMode: 'modal' | 'redirect';
  /** Where the shell's config.json says each remote's entry is. */
  remoteEntries: RemoteEntries;
  /**
   * Shared counters for rate limits and sign-in throttling, so that several server processes
   * count together; each process counts alone when unset.
   */
  redis?: { url: string; keyPrefix: string } | undefined;
  /** Uploaded files in an S3-compatible bucket, shared by every process; local disk when unset. */
  s3?: S3Config | undefined;
  /**
   * Prometheus metrics on this port, apart from the public one (0 picks a free port: tests);
   * off when unset.
   */
  metricsPort?: number | undefined;
  /**
   * The address metrics listen on: loopback unless told otherwise, whatever HOST is, since
   * they tell the routes and the load to whoever reaches them.
   */
  metricsHost: string;
  /** SMTP server for mail (`smtp://user:pass@host:587`); without it, mail goes to DATA_DIR/mail. */
  smtpUrl?: string | undefined;
  /** The From of every message. */
  mailFrom: string;
  /** How often each process looks for due mail when nothing wakes it. */
  mailPollMs: number;
  /**
   * Temporary refusals (4xx) of one message before it is set aside as failed; a 5xx sets it
   * aside at once, and tries that never reach the SMTP server (an outage) do not count.
   */
  mailMaxAttempts: number;
  /**
   * How long a company's status change can be undone; the candidate's mail about it waits this
   * long, and an undone change sends none (decision 0041).
   */
  undoWindowMs: number;
  /**
   * A job alert's digest goes at most once in this long (a minute to 30 days): a day by default,
   * the digest most boards send.
   */
  alertIntervalMs: number;
  /**
   * Days an application is kept whole once its job has closed or expired; past them it is
   * anonymised as a deleted applicant's is (privacy/retention-plugin). Stated in the privacy notice.
   */
  applicationRetentionDays: number;
  /**
   * A company's jobs stay unpublished until it follows the link mailed at registration (issue
   * 28); off by default, so the spec's flow (post, and the job is listed) is unchanged.
   */
  requireEmailVerification: boolean;
  /** Count each job's views (once per visitor per day); off only to measure what it costs. */
  jobViewCounting: boolean;
  /**
   * Visitors one address (an IPv6 one by its /64) counts per job and UTC day: a visitor is an
   * address and a user agent, so without it one client could count as many as it has user
   * agents to send. Above 1 so that a household or an office counts its people (decision 42).
   */
  jobViewAddressMax: number;
  /** Versioned releases of the remotes (issue 41, decision 45). */
  releases: ReleasesConfig;
}

export interface ReleasesConfig {
  /** The Bearer secret of the registry's calls; without it they answer 404. */
  token: string | undefined;
  /** Where published versions are served from (DATA_DIR/releases); none when null. */
  dir: string | null;
  /** Client addresses served a canary's pages before its error rate is judged. */
  canaryMinPageLoads: number;
  /** A canary erring more than this many times its stable's rate is rolled back. */
  canaryMaxErrorRatio: number;
  /** Client addresses that must report errors before a canary can be rolled back. */
  canaryMinErrorClients: number;
  /** Telemetry beacons per client address per minute. */
  telemetryRateMax: number;
  /** The share of page loads whose shell sends telemetry (config.json's telemetrySampleRate). */
  telemetrySampleRate: number;
}

export interface S3Config {
  bucket: string;
  /** Key prefix inside the bucket ('' for none). */
  prefix: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, a test server); AWS itself when unset. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** When unset, the AWS SDK's own chain (AWS_ACCESS_KEY_ID, a role, a profile) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export class ConfigError extends Error {}

// 'true' used to mean "believe every hop", and the left-most one is whatever the client wrote:
// it now means one proxy, the usual set-up.
function parseTrustProxy(value: string): false | number | string {
  if (value === 'false') return false;
  if (value === 'true') return 1;
  return /^\d+$/.test(value) ? Number(value) : value.replace(/\s+/g, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError('METRICS_PORT must differ from PORT: metrics are not served publicly');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const corsOrigins = originList(e.CORS_ORIGINS);
  const compatOrigins = originList(e.COMPAT_ORIGINS);
  const strangers = compatOrigins.filter((origin) => !corsOrigins.includes(origin));
  if (strangers.length > 0) {
    // A browser on an origin without CORS could not read the answer, whatever its status.
    throw new ConfigError(
      `COMPAT_ORIGINS must be among CORS_ORIGINS; not there: ${strangers.join(', ')}`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    clerk: {
      ...(e.CLERK_PUBLISHABLE_KEY ? { publishableKey: e.CLERK_PUBLISHABLE_KEY } : {}),
      ...(e.CLERK_JWT_KEY ? { jwtKey: e.CLERK_JWT_KEY.replace(/\\n/g, '\n') } : {}),
      ...(e.CLERK_SECRET_KEY ? { secretKey: e.CLERK_SECRET_KEY } : {}),
      ...(e.CLERK_API_URL ? { apiUrl: e.CLERK_API_URL } : {}),
      ...(e.CLERK_WEBHOOK_SECRET ? { webhookSecret: e.CLERK_WEBHOOK_SECRET } : {}),
      ...(e.CLERK_AUTHORIZED_PARTIES
        ? {
            authorizedParties: e.CLERK_AUTHORIZED_PARTIES.split(',')
              .map((origin) => origin.trim())
              .filter(Boolean),
          }
        : {}),
    },
    // Demo accounts have published passwords: on by default only for the embedded database a
    // newcomer starts with, never by default on a real PostgreSQL.
    seedDemoData: (e.SEED_DEMO_DATA ?? (e.DATABASE_URL ? 'false' : 'true')) === 'true',
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitMax: e.RATE_LIMIT_MAX,
    postJobRateMax: e.POST_JOB_RATE_MAX,
    inviteRateMax: e.INVITE_RATE_MAX,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    sendTimeoutMs: e.SEND_TIMEOUT_MS,
    jobListCacheTtlMs: e.JOB_LIST_CACHE_TTL_MS,
    jobDefaultDays: e.JOB_DEFAULT_DAYS,
    defaultCurrency: e.DEFAULT_CURRENCY,
    jobExpirySweepMs: e.JOB_EXPIRY_SWEEP_MS,
    liveTokenCheckMs: e.LIVE_TOKEN_CHECK_MS,
    serveWebApps: e.SERVE_WEB_APPS === 'true',
    publicUrl: e.PUBLIC_URL,
    siteUrl: e.SITE_URL?.replace(/\/+$/, ''),
    corsOrigins,
    compatOrigins,
    signInMode: e.SIGN_IN_MODE,
    remoteEntries: remoteEntries('built', e.REMOTE_ENTRIES),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    s3: e.S3_BUCKET ? s3Config(e) : undefined,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailPollMs: e.MAIL_POLL_MS,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    undoWindowMs: e.UNDO_WINDOW_MS,
    alertIntervalMs: e.ALERT_INTERVAL_MS,
    applicationRetentionDays: e.APPLICATION_RETENTION_DAYS,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION === 'true',
    jobViewCounting: e.JOB_VIEW_COUNTING === 'on',
    jobViewAddressMax: e.JOB_VIEW_ADDRESS_MAX,
    releases: {
      token: e.RELEASE_TOKEN,
      dir: path.join(dataDir, 'releases'),
      canaryMinPageLoads: e.CANARY_MIN_PAGE_LOADS,
      canaryMaxErrorRatio: e.CANARY_MAX_ERROR_RATIO,
      canaryMinErrorClients: e.CANARY_MIN_ERROR_CLIENTS,
      telemetryRateMax: e.TELEMETRY_RATE_MAX,
      telemetrySampleRate: e.TELEMETRY_SAMPLE_RATE,
    },
  };
}

/** A comma-separated list of origins, each without a trailing slash. */
function originList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

function s3Config(e: z.infer<typeof envSchema>): S3Config {
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither');
  }
  return {
    bucket: e.S3_BUCKET ?? '',
    prefix: e.S3_PREFIX,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    // Services other than AWS mostly want bucket names in the path, not in the host name.
    forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? (e.S3_ENDPOINT ? 'true' : 'false')) === 'true',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
