import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Applicant, ApplicantsQuery, Application } from 'shared-api/contract';
import {
  applicationBatches,
  applicationPage,
  type ApplicationsOf,
} from './application-list-queries';
import { applicantDetails } from './applicant-details-queries';
import { StreamedLists } from '../platform/json-stream';

/** Whole-list answers one client may have streaming at once, per route. */
const UNPAGED_PER_CLIENT = 2;

/**
 * Answers a list of applications: with `page`, one page and `total`, newest first; without it,
 * the spec's whole list, streamed in batches so that it is never held whole. A company's list
 * carries each applicant's contact, profile, answers and cover letter; a job seeker's own never
 * does (it would tell them they were screened out).
 */
export function applicationLists(app: FastifyInstance) {
  const unpaged = new StreamedLists(
    UNPAGED_PER_CLIENT,
    'Too many downloads of a whole list at once. Please wait for one.',
  );
  const detailed = async (of: ApplicationsOf, list: Application[]): Promise<Applicant[]> => {
    if (!('companyId' in of)) return list;
    const details = await applicantDetails(
      app.db,
      of.companyId,
      list.map((application) => application._id),
    );
    return list.map((application) => {
      const more = details.get(application._id);
      if (!more) return application;
      const { email, profile, ...answered } = more;
      const userId = { ...application.userId, email, phone: profile.phone, profile };
      return { ...application, userId, ...answered };
    });
  };
  async function* detailedBatches(of: ApplicationsOf, batches: AsyncIterable<Application[]>) {
    for await (const batch of batches) yield await detailed(of, batch);
  }
  return async (
    ip: string,
    reply: FastifyReply,
    of: ApplicationsOf,
    { page, pageSize = 25, ...filters }: ApplicantsQuery,
  ) => {
    if (page !== undefined) {
      const result = await applicationPage(app.db, of, filters, { page, pageSize }, app.fileUrls);
      const applications = await detailed(of, result.applications);
      return { success: true as const, ...result, applications, page, pageSize };
    }
    return unpaged.send(ip, reply, 'applications', () =>
      detailedBatches(of, applicationBatches(app.db, of, filters, app.fileUrls)),
    );
  };
}
