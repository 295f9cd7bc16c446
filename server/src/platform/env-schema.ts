import { z } from 'zod';
import { JOB_DEFAULT_DAYS, JOB_MAX_DAYS, jobFieldsSchema } from 'shared-api/contract';
import { remoteEntries } from '../../../federation.shared';

/** The environment the server reads, each variable checked and given its default (config.ts). */
export const envSchema = z.object({
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

export type Env = z.infer<typeof envSchema>;
