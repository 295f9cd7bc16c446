import http from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterResponsePlugin } from './platform/after-response';
import { clientErrorHandler } from './platform/client-errors';
import { compatOriginsPlugin } from './platform/compat-origins';
import { compressionPlugin } from './platform/compression';
import type { AppConfig } from './platform/config';
import { corsPlugin } from './platform/cors';
import type { DatabaseHandle } from './platform/database';
import { dbPlugin } from './platform/database-plugin';
import { errorsPlugin } from './platform/errors-plugin';
import { gracefulClosePlugin } from './platform/graceful-close';
import { healthRoutes } from './platform/health-routes';
import { metricsPlugin } from './platform/metrics';
import { rateLimitPlugin } from './platform/rate-limit';
import { redactedRequest } from './platform/redacted-request';
import { redisPlugin } from './platform/redis';
import { refuseNulPlugin } from './platform/refuse-nul';
import { securityHeaders, securityHeadersPlugin } from './platform/security-headers';
import { sendTimeoutPlugin } from './platform/send-timeout';
import { storagePlugin } from './platform/storage-plugin';
import { authPlugin } from './accounts/auth-plugin';
import { webhooksRoutes } from './accounts/clerk-webhook-routes';
import { teamRoutes } from './team/team-routes';
import { companyAccountRoutes } from './accounts/company-account-routes';
import { emailVerificationRoutes } from './accounts/email-verification-routes';
import { passwordResetRoutes } from './accounts/password-reset-routes';
import { requireTokenPlugin } from './accounts/require-token';
import { authRoutes } from './accounts/seeker-auth-routes';
import { seekerRoutes } from './accounts/seeker-routes';
import { companyJobsRoutes } from './jobs/company-jobs-routes';
import { companiesRoutes } from './jobs/company-page-routes';
import { jobChangesPlugin } from './jobs/job-changes-plugin';
import { jobExpiryPlugin } from './jobs/job-expiry-plugin';
import { jobViewsPlugin } from './jobs/job-views-plugin';
import { jobStatsRoutes } from './jobs/job-stats-routes';
import { cachePlugin } from './jobs/job-list-cache-plugin';
import { jobsRoutes } from './jobs/jobs-routes';
import { jobPostingsRoutes } from './jobs/postings-routes';
import { companyApplicantsRoutes } from './pipeline/applicants-routes';
import { notificationsPlugin } from './pipeline/notifications-plugin';
import { statusRoutes } from './pipeline/status-routes';
import { activityRoutes } from './activity/activity-routes';
import { undoRoutes } from './activity/undo-routes';
import { seekerApplicationsRoutes } from './pipeline/seeker-applications-routes';
import { jobAlertsPlugin } from './alerts/alerts-plugin';
import { jobAlertsRoutes } from './alerts/alerts-routes';
import { savedJobsPlugin } from './saved-jobs/saved-jobs-plugin';
import { retentionPlugin } from './privacy/retention-plugin';
import { privacyRoutes } from './privacy/privacy-routes';
import { companyPrivacyRoutes } from './privacy/company-privacy-routes';
import { savedJobsRoutes } from './saved-jobs/saved-jobs-routes';
import { profileRoutes } from './profiles/profile-routes';
import { livePlugin } from './live/live-plugin';
import { liveRoutes } from './live/live-routes';
import { mailPlugin } from './mail/mail-plugin';
import { filesRoutes } from './files/files-routes';
import { multipartPlugin } from './files/multipart';
import { pagesRoutes } from './pages/pages-routes';
import { hostedShell, servedShell } from './pages/shell-sources';
import { sitemapsRoutes } from './pages/sitemaps-routes';
import { webAppDists, webAppsPlugin } from './pages/web-apps';
import { seedPlugin } from './seed/seed-plugin';
import { releasesPlugin } from './releases/releases-plugin';

export interface BuildOptions {
  /** An already opened database: tests share one per file. */
  database?: DatabaseHandle;
  logger?: boolean;
  /** Where the log goes (tests read it); standard output by default. */
  logStream?: { write: (line: string) => void };
  /** Where the built apps' folders are, when served (tests give a folder of their own). */
  webAppsRoot?: string;
  /** Where mail is written without SMTP, instead of DATA_DIR/mail (tests). */
  mailDir?: string;
}

/** Builds the whole app without listening, so tests drive it through `inject`. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: redactedRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A number of proxies: trust that many hops from our side, the ones a client cannot write.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 256 * 1024,
    // The database plugin creates and migrates the embedded database on a first start, which a
    // busy 2-core machine took more than Fastify's default 10 s to do: failing the start then
    // helps nobody.
    pluginTimeout: 120_000,
    // On close (SIGTERM): idle keep-alive connections are closed at once, and a request that
    // still arrives on an open one is answered 503 to go elsewhere (graceful-close plugin).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A body sent slowly is not read for minutes: the whole request must arrive in this time.
    requestTimeout: config.requestTimeoutMs,
    // Node checks that limit every connectionsCheckingInterval (30 s by default), read when the
    // server is made, and Fastify passes no such option: so the server is made here.
    serverFactory: (handler) =>
      http.createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          connectionsCheckingInterval: Math.max(
            100,
            Math.min(5_000, Math.floor(config.requestTimeoutMs / 4)),
          ),
          keepAliveTimeout: 72_000,
        },
        handler,
      ),
    // Errors Fastify meets before routing (a malformed %-escape in the path) answer in our shape,
    // with the headers of every answer: no hook runs for them.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const message = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : error.message;
      void reply
        .status(400)
        .headers({ ...securityHeaders(config), 'cache-control': 'no-store' })
        .send({ success: false, message });
    },
    // And so do those Node meets before Fastify (a bad request line, headers too large).
    clientErrorHandler: clientErrorHandler(securityHeaders(config)),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure first, then routes per resource.
  await app.register(errorsPlugin);
  await app.register(refuseNulPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(corsPlugin, { config });
  // After CORS (its headers go on every answer, an early one too), before compression (whose
  // hook may turn the body into a stream): spec clients' failures as 200.
  await app.register(compatOriginsPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(sendTimeoutPlugin, { config });
  // Before the database: a Redis that is configured but away stops the start at once.
  await app.register(redisPlugin, { config });
  await app.register(dbPlugin, {
    config,
    ...(options.database ? { database: options.database } : {}),
  });
  await app.register(storagePlugin, { config });
  await app.register(authPlugin, { config });
  // Before the routes: it gives each route under /api/company/ and /api/users/ its token hook.
  await app.register(requireTokenPlugin);
  await app.register(cachePlugin, { config });
  await app.register(jobChangesPlugin);
  await app.register(jobExpiryPlugin, { config });
  // Job views, written in batches every second by each process (decision 42).
  await app.register(jobViewsPlugin, { config });
  // Mail leaves through the outbox table, sent by every process's worker (decision 30).
  await app.register(mailPlugin, {
    ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
    mailFrom: config.mailFrom,
    mailDir: options.mailDir ?? (config.dataDir && path.join(config.dataDir, 'mail')),
    pollMs: config.mailPollMs,
    maxAttempts: config.mailMaxAttempts,
  });
  await app.register(notificationsPlugin, { config });
  await app.register(afterResponsePlugin);
  // Job alerts' digests, swept by every process.
  await app.register(jobAlertsPlugin, { config });
  // Saved jobs' "closes tomorrow" reminders, swept by every process.
  await app.register(savedJobsPlugin, { config });
  await app.register(retentionPlugin, { config });
  // Server-sent events: each process delivers what any process publishes.
  await app.register(livePlugin);
  // Before the routes: its timing hook must see every one of them.
  await app.register(metricsPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(multipartPlugin);
  await app.register(seedPlugin, { config });

  await app.register(healthRoutes);
  await app.register(jobsRoutes);
  // Before the company routes: they ask it whether a company's jobs are held back.
  await app.register(emailVerificationRoutes, { config });
  await app.register(companyAccountRoutes);
  await app.register(teamRoutes, { config });
  await app.register(passwordResetRoutes, { config, account: 'company' });
  const postingDefaults = {
    defaultDays: config.jobDefaultDays,
    defaultCurrency: config.defaultCurrency,
  };
  await app.register(companyJobsRoutes, postingDefaults);
  await app.register(jobPostingsRoutes, postingDefaults);
  await app.register(jobStatsRoutes);
  await app.register(companiesRoutes);
  await app.register(companyApplicantsRoutes);
  await app.register(statusRoutes, { undoWindowMs: config.undoWindowMs });
  await app.register(undoRoutes, { undoWindowMs: config.undoWindowMs });
  await app.register(activityRoutes);
  await app.register(seekerRoutes);
  await app.register(privacyRoutes, { config });
  await app.register(companyPrivacyRoutes, { config });
  await app.register(profileRoutes);
  await app.register(seekerApplicationsRoutes);
  await app.register(jobAlertsRoutes);
  await app.register(savedJobsRoutes);
  await app.register(liveRoutes);
  // With Clerk, job seekers sign in there only: the built-in accounts are not offered at all.
  const clerk = config.clerk;
  if (!clerk.publishableKey && !clerk.jwtKey && !clerk.secretKey) {
    await app.register(authRoutes);
    await app.register(passwordResetRoutes, { config, account: 'seeker' });
  }
  await app.register(webhooksRoutes);
  // Versions of the remotes, their live map and their telemetry (decision 45).
  await app.register(releasesPlugin, { config });
  // A resume's preview may be framed by the pages, wherever they are.
  // The pages that may frame a resume's preview: the site's, and our apps' own origins when
  // they are served apart (not the third-party clients').
  await app.register(filesRoutes, {
    framingOrigins: [
      ...(config.siteUrl ? [new URL(config.siteUrl).origin] : []),
      ...config.corsOrigins.filter((origin) => !config.compatOrigins.includes(origin)),
    ],
  });

  if (config.serveWebApps) {
    await app.register(webAppsPlugin, {
      signInMode: config.signInMode,
      remoteEntries: config.remoteEntries,
      telemetrySampleRate: config.releases.telemetrySampleRate,
      ...(config.clerk.publishableKey ? { clerkPublishableKey: config.clerk.publishableKey } : {}),
      ...(options.webAppsRoot ? { root: options.webAppsRoot } : {}),
    });
  }
  // The pages with their head, sitemaps and robots.txt: from the apps served here, or from the
  // shell's static host (SITE_URL) whose page paths are routed to this process.
  const shell = config.serveWebApps
    ? servedShell(webAppDists(options.webAppsRoot), config.remoteEntries, config.releases.dir)
    : config.siteUrl
      ? hostedShell(config.siteUrl)
      : null;
  if (shell) {
    await app.register(pagesRoutes, { shell, config });
    await app.register(sitemapsRoutes, { config });
  }
  return app;
}
