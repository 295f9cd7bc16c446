import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterResponsePlugin } from './platform/after-response';
import type { AppConfig } from './platform/config';
import type { DatabaseHandle } from './platform/database';
import { healthRoutes } from './platform/health-routes';
import { metricsPlugin } from './platform/metrics';
import { registerPlatform } from './platform/platform-plugins';
import { rateLimitPlugin } from './platform/rate-limit';
import { serverOptions, type LogOptions } from './platform/server-options';
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
import { applicationCountsPlugin } from './pipeline/application-counts-plugin';
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
import { mailOptions, mailPlugin } from './mail/mail-plugin';
import { filesRoutes, resumeFramingOrigins } from './files/files-routes';
import { multipartPlugin } from './files/multipart';
import { registerSitePages } from './pages/site-pages';
import { seedPlugin } from './seed/seed-plugin';
import { releasesPlugin } from './releases/releases-plugin';

export interface BuildOptions extends LogOptions {
  /** An already opened database: tests share one per file. */
  database?: DatabaseHandle;
  /** Where the built apps' folders are, when served (tests give a folder of their own). */
  webAppsRoot?: string;
  /** Where mail is written without SMTP, instead of DATA_DIR/mail (tests). */
  mailDir?: string;
}

/**
 * Builds the whole app without listening, so tests drive it through `inject`. The order is
 * kept on purpose: some plugins must see every route after them, some decorate the app for
 * those after them, and plugins close in the reverse order (the database last).
 */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, options)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure first (errors, headers, CORS, compression, Redis, the database, storage),
  // then what runs beside the routes, then routes per resource.
  await registerPlatform(app, config, options.database);
  await app.register(authPlugin, { config });
  // Before the routes: it gives each route under /api/company/ and /api/users/ its token hook.
  await app.register(requireTokenPlugin);
  await app.register(cachePlugin, { config });
  await app.register(jobChangesPlugin);
  await app.register(jobExpiryPlugin, { config });
  // Job views, written in batches every second by each process (decision 42).
  await app.register(jobViewsPlugin, { config });
  // Mail leaves through the outbox table, sent by every process's worker (decision 30).
  await app.register(mailPlugin, mailOptions(config, options.mailDir));
  await app.register(notificationsPlugin, { config });
  // View Applications' totals: the rows the triggers add, folded by every process.
  await app.register(applicationCountsPlugin);
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
  // Uploads and resumes, whose preview the site's pages may frame.
  await app.register(filesRoutes, { framingOrigins: resumeFramingOrigins(config) });

  // The built apps and the pages for crawlers, sitemaps and robots.txt.
  await registerSitePages(app, config, options.webAppsRoot);
  return app;
}
