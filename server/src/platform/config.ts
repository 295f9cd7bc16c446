import path from 'node:path';
import { remoteEntries } from '../../../federation.shared';
import type { AppConfig, S3Config } from './app-config';
import { envSchema, type Env } from './env-schema';

export type { AppConfig, ReleasesConfig, S3Config } from './app-config';

export class ConfigError extends Error {}

// 'true' used to mean "believe every hop", and the left-most one is whatever the client wrote:
// it now means one proxy, the usual set-up.
function parseTrustProxy(value: string): false | number | string {
  if (value === 'false') return false;
  if (value === 'true') return 1;
  return /^\d+$/.test(value) ? Number(value) : value.replace(/\s+/g, '');
}

/**
 * The only place that reads the environment. Everything else receives an AppConfig, so tests
 * build apps with any configuration without touching process.env.
 */
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

function s3Config(e: Env): S3Config {
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
