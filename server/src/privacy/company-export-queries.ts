import { asc, eq, inArray } from 'drizzle-orm';
import type { CompanyExport } from 'shared-api/contract';
import type { FileUrls } from '../files/file-urls';
import type { Database } from '../platform/database';
import {
  activity,
  applicationNotes,
  applications,
  companies,
  companyMembers,
  jobQuestions,
  jobs,
  seekerProfiles,
  users,
} from '../platform/schema';
import { profileColumns, toProfile } from '../profiles/profile-queries';
import { fullName } from '../accounts/account-queries';
import { wipedApplicant } from '../pipeline/wiped-applicant';

async function jobsOf(db: Database, companyId: string): Promise<CompanyExport['jobs']> {
  const rows = await db
    .select()
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .orderBy(asc(jobs.postedAt), asc(jobs.id));
  const questions =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(jobQuestions)
          .where(
            inArray(
              jobQuestions.jobId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(jobQuestions.position));
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    category: row.category,
    level: row.level,
    salary: row.salary,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    salaryPeriod: row.salaryPeriod,
    employmentType: row.employmentType,
    workplace: row.workplace,
    visible: row.visible,
    postedAt: row.postedAt,
    closesAt: row.closesAt,
    closedAt: row.closedAt,
    questions: questions
      .filter((q) => q.jobId === row.id)
      .map(({ text, kind, options, required, expected }) => ({
        text,
        kind,
        options,
        required,
        expected,
      })),
  }));
}

/** The applications to the company's jobs with what the company holds of each applicant. */
async function applicationsOf(
  db: Database,
  urls: FileUrls,
  companyId: string,
): Promise<CompanyExport['applications']> {
  const rows = await db
    .select({
      application: applications,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      resumeKey: users.resumeKey,
      ...profileColumns,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, applications.userId))
    .where(eq(applications.companyId, companyId))
    .orderBy(asc(applications.appliedAt), asc(applications.id));
  return rows.map(({ application: a, firstName, lastName, email, resumeKey, ...profile }) => {
    // Wiped: nothing of the person, whatever their account still holds (as every company read).
    const wiped = a.anonymisedAt !== null;
    const shown = toProfile(wiped ? null : profile);
    return {
      _id: a.id,
      jobId: a.jobId,
      status: a.status,
      appliedAt: a.appliedAt,
      statusChangedAt: a.updatedAt.getTime(),
      anonymisedAt: a.anonymisedAt?.getTime() ?? null,
      applicant: {
        ...(wiped
          ? { ...wipedApplicant(a.id), email: '' }
          : { _id: a.userId, name: fullName({ firstName, lastName }), email: email ?? '' }),
        phone: shown.phone,
        profile: shown,
        resume: wiped ? '' : urls.resume(resumeKey),
      },
      answers: a.answers,
      coverLetter: a.coverLetter ?? '',
      screenedOut: a.screenedOut,
    };
  });
}

/**
 * Everything kept for a company (GDPR articles 15 and 20, for the people whose data it
 * controls): its account, team, jobs, the applications to them, its notes and its activity.
 * Null when there is no such company.
 */
export async function companyExport(
  db: Database,
  urls: FileUrls,
  companyId: string,
): Promise<CompanyExport | null> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company || company.deletedAt) return null;
  const members = await db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.invitedAt));
  const notes = await db
    .select()
    .from(applicationNotes)
    .where(eq(applicationNotes.companyId, companyId))
    .orderBy(asc(applicationNotes.writtenAt));
  const trail = await db
    .select()
    .from(activity)
    .where(eq(activity.companyId, companyId))
    .orderBy(asc(activity.at));
  return {
    exportedAt: Date.now(),
    company: {
      _id: company.id,
      name: company.name,
      email: company.email,
      logo: urls.public(company.imageKey),
      emailVerified: company.emailVerifiedAt !== null,
      createdAt: company.createdAt.getTime(),
    },
    members: members.map((m) => ({
      _id: m.id,
      name: m.name,
      email: m.email,
      role: m.role,
      invitedAt: m.invitedAt.getTime(),
      joinedAt: m.joinedAt?.getTime() ?? null,
    })),
    jobs: await jobsOf(db, companyId),
    applications: await applicationsOf(db, urls, companyId),
    notes: notes.map((n) => ({
      _id: n.id,
      applicationId: n.applicationId,
      text: n.text,
      writtenAt: n.writtenAt,
      author: n.authorName,
    })),
    activity: trail.map((e) => ({
      at: e.at,
      by: { _id: e.actorId, name: e.actorName },
      action: e.action,
      jobId: e.jobId,
      applicationId: e.applicationId,
      from: e.fromValue,
      to: e.toValue,
    })),
  };
}
