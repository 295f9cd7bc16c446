import type { FastifyInstance } from 'fastify';
import type { Job } from 'shared-api/contract';

/**
 * The spec's post-job fields, for a test to add the posting's terms to (closing date, pay range,
 * employment type, workplace).
 */
export const specJob = {
  title: 'Platform Engineer',
  description: '<p>Build things</p>',
  location: 'Mumbai',
  category: 'Programming',
  level: 'Senior Level',
  salary: 120000,
} as const;

/** A POST of a company call with its token, the way the recruiter app sends it. */
export const companyCall =
  (app: FastifyInstance, token: string) => (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/company/${url}`, headers: { token }, payload });

export async function jobAnswer(app: FastifyInstance, id: string, token?: string): Promise<Job> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/jobs/${id}`,
    ...(token ? { headers: { token } } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`GET /api/jobs/${id}: ${res.statusCode} ${res.body}`);
  return res.json<{ job: Job }>().job;
}

/** The ids and total of a page of the public list for a query string. */
export async function listed(app: FastifyInstance, query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/jobs?page=1&pageSize=50${query}` });
  if (res.statusCode !== 200) throw new Error(`GET /api/jobs: ${res.statusCode} ${res.body}`);
  const body = res.json<{ jobs: Job[]; total: number }>();
  return { ids: body.jobs.map((job) => job._id), total: body.total };
}

export const DAY = 86_400_000;
