import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Application, ApplicantsQuery } from 'shared-api/contract';
import type { FileUrls } from '../files/file-urls';
import type { Database } from '../platform/database';
import { applications, companies, jobs, users } from '../platform/schema';
import { fullName } from '../accounts/account-queries';
import { contains } from '../jobs/job-queries';
import { wipedApplicant } from './wiped-applicant';
import { keptApplicationCount } from './application-count-queries';

/** Whose applications: a person's, or those to a company's jobs. */
export type ApplicationsOf = { userId: string } | { companyId: string };
export type ApplicationFilters = Omit<ApplicantsQuery, 'page' | 'pageSize'>;

const columns = {
  id: applications.id,
  status: applications.status,
  appliedAt: applications.appliedAt,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobLocation: jobs.location,
  companyId: companies.id,
  companyName: companies.name,
  companyImageKey: companies.imageKey,
  companyDeletedAt: companies.deletedAt,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userImage: users.image,
  resumeKey: users.resumeKey,
  anonymisedAt: applications.anonymisedAt,
};

function whereOf(of: ApplicationsOf, filters: ApplicationFilters): SQL | undefined {
  return and(
    'userId' in of ? eq(applications.userId, of.userId) : eq(applications.companyId, of.companyId),
    filters.status ? eq(applications.status, filters.status) : undefined,
    filters.jobId ? eq(applications.jobId, filters.jobId) : undefined,
    // Written out, not a parameter: the partial index of screened out applicants then serves it.
    filters.screenedOut === undefined
      ? undefined
      : filters.screenedOut
        ? sql`${applications.screenedOut}`
        : sql`not ${applications.screenedOut}`,
    // A wiped application no longer shows the name, so the name must not find it either.
    filters.q
      ? sql`((${applications.anonymisedAt} is null
            and ${users.firstName} || ' ' || ${users.lastName} ilike ${contains(filters.q)})
          or ${jobs.title} ilike ${contains(filters.q)})`
      : undefined,
  );
}

const base = (db: Database) =>
  db
    .select(columns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .innerJoin(users, eq(users.id, applications.userId));

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

const toApplication = (row: Row, urls: FileUrls): Application => ({
  _id: row.id,
  jobId: { _id: row.jobId, title: row.jobTitle, location: row.jobLocation },
  companyId: {
    _id: row.companyId,
    name: row.companyName,
    // A deleted company has no logo left to link to.
    image: row.companyImageKey ? urls.public(row.companyImageKey) : '',
  },
  userId: row.anonymisedAt
    ? { ...wipedApplicant(row.id), image: '', resume: '' }
    : {
        _id: row.userId,
        name: fullName(row),
        image: row.userImage,
        resume: urls.resume(row.resumeKey),
      },
  date: row.appliedAt,
  status: row.status as Application['status'],
  ...(row.companyDeletedAt ? { jobRemoved: true as const } : {}),
});

const newestFirst = [desc(applications.appliedAt), desc(applications.id)] as const;

/** One page, newest first, and how many match in all. */
export async function applicationPage(
  db: Database,
  of: ApplicationsOf,
  filters: ApplicationFilters,
  paging: { page: number; pageSize: number },
  urls: FileUrls,
): Promise<{ applications: Application[]; total: number }> {
  const where = whereOf(of, filters);
  const [rows, total] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    countOf(db, of, filters),
  ]);
  return { applications: rows.map((row) => toApplication(row, urls)), total };
}

/**
 * How many match. A company's applications by stage or screening alone are summed from the
 * counts the database keeps. Only a search by name or title needs the applicant and the job; the
 * rest is counted from the applications' own indexes (a job's applicants are few; 30,000 of a
 * company through the joins tripled the first page's time).
 */
async function countOf(
  db: Database,
  of: ApplicationsOf,
  filters: ApplicationFilters,
): Promise<number> {
  if ('companyId' in of && !filters.q && !filters.jobId) {
    return keptApplicationCount(db, of.companyId, filters);
  }
  const where = whereOf(of, filters);
  const counted = filters.q
    ? db
        .select({ n: count() })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .innerJoin(users, eq(users.id, applications.userId))
        .where(where)
    : db.select({ n: count() }).from(applications).where(where);
  const [row] = await counted;
  return row?.n ?? 0;
}

const BATCH_ROWS = 500;

/**
 * Every matching application, newest first, a batch at a time (keyset pages over the same
 * indexes), so the whole answer is never held: 30,000 applications were 15.8 MB in one piece.
 */
export async function* applicationBatches(
  db: Database,
  of: ApplicationsOf,
  filters: ApplicationFilters,
  urls: FileUrls,
): AsyncGenerator<Application[]> {
  let after: { appliedAt: number; id: string } | null = null;
  for (;;) {
    const rows = await base(db)
      .where(
        and(
          whereOf(of, filters),
          after
            ? sql`(${applications.appliedAt}, ${applications.id}) < (${after.appliedAt}, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(BATCH_ROWS);
    if (rows.length > 0) yield rows.map((row) => toApplication(row, urls));
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_ROWS) return;
    after = { appliedAt: last.appliedAt, id: last.id };
  }
}
