import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_STATUSES,
  JOB_STATS_DAYS,
  jobStatsQuerySchema,
  jobStatsResponseSchema,
  type JobStats,
} from 'shared-api/contract';
import { companyOf } from '../accounts/require-token';
import { notFound } from '../platform/http-error';
import { errorResponses } from '../platform/route-schemas';
import { jobApplicationCounts, jobViewsByDay } from './job-view-queries';
import { daysBefore, utcDay } from './job-views';
import { jobForWrite } from './posting-queries';

/** A job's numbers for its company: views and applications over the last 30 days. */
export const jobStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/company/job-stats',
    {
      schema: {
        querystring: jobStatsQuerySchema,
        response: { 200: jobStatsResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { jobId } = request.query;
      const job = await jobForWrite(app.db, jobId);
      // Another company's job is no more there than a job that never was.
      if (!job || job.facts.companyId !== companyId) throw notFound('Job not found');
      const today = utcDay(Date.now());
      const fromDay = daysBefore(today, JOB_STATS_DAYS - 1);
      const [views, counts] = await Promise.all([
        jobViewsByDay(app.db, jobId, fromDay),
        jobApplicationCounts(app.db, jobId, Date.parse(`${fromDay}T00:00:00Z`)),
      ]);
      return { success: true as const, stats: jobStats(fromDay, views, counts) };
    },
  );
};

function jobStats(
  fromDay: string,
  views: { day: string; views: number }[],
  counts: Awaited<ReturnType<typeof jobApplicationCounts>>,
): JobStats {
  const viewsOn = new Map(views.map((row) => [row.day, row.views]));
  const appliedOn = new Map(counts.byDay.map((row) => [row.day, row.n]));
  const days = Array.from({ length: JOB_STATS_DAYS }, (_, i) => {
    const day = daysBefore(fromDay, -i);
    return { day, views: viewsOn.get(day) ?? 0, applications: appliedOn.get(day) ?? 0 };
  });
  return {
    views: days.reduce((sum, day) => sum + day.views, 0),
    applications: days.reduce((sum, day) => sum + day.applications, 0),
    // Every status, so a screen lists the empty ones too.
    byStatus: {
      ...Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])),
      ...Object.fromEntries(counts.byStatus.map((row) => [row.status, row.n])),
    },
    days,
  };
}
