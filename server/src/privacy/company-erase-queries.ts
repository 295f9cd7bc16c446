import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import {
  accountTokens,
  activity,
  applicantNotices,
  applicationNotes,
  applications,
  companies,
  companyMembers,
  jobQuestions,
  jobs,
  jobViewDays,
  jobViewVisitors,
  liveEvents,
} from '../platform/schema';
import { factColumns } from '../jobs/posting-queries';
import type { JobFacts } from '../jobs/job-list-cache';
import { deleteMailConcerning } from './mail-concerns-queries';

/** Queues, in the erase's transaction, the mail telling one person the company was deleted. */
export type Farewell = (tx: DatabaseOrTransaction, email: string) => Promise<void>;

/** What is left to do outside the database once a company is erased. */
export interface ErasedCompany {
  logoKey: string;
  /** The jobs as they were listed: the caller drops every cached page that could hold them. */
  jobs: JobFacts[];
  /** How many people were told. */
  told: number;
}

/**
 * "Did you mean" keeps the words of company names: this one's go, unless another company's name
 * or a listed job's title still has the word.
 */
async function forgetSearchWords(tx: DatabaseOrTransaction, companyId: string, name: string) {
  await tx.execute(sql`
    delete from search_words w
    where w.word in (select search_words_of(${name}))
      and not exists (
        select 1 from companies c
        where c.id <> ${companyId} and w.word in (select search_words_of(c.name)))
      and not exists (
        select 1 from jobs j where j.listed and j.title_search like '%' || w.word || '%')`);
}

/**
 * Erases a company in one transaction (decision 0043): its jobs leave every list and page (kept,
 * hidden and closed, with no description, because the applications to them stay for the
 * applicants, who see "Job removed by the company"), the applicants' answers and cover letters
 * go (nobody is left to read them), and its notes, activity, questions, views, members, mailed
 * links, live events and mail go. The row stays with nothing of the company. Null when there is
 * no such company or it was erased already. The owner and every member who joined get one mail
 * (`farewell`), queued after the company's other mail went. The logo file is the caller's to
 * remove, after the commit.
 */
export async function eraseCompany(
  db: Database,
  companyId: string,
  farewell: Farewell,
): Promise<ErasedCompany | null> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select()
      .from(companies)
      .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
      .for('update');
    if (!company) return null;
    const members = await tx
      .select({
        id: companyMembers.id,
        email: companyMembers.email,
        joinedAt: companyMembers.joinedAt,
      })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, companyId));
    const jobIds = tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId));
    const listed = await tx
      .select(factColumns)
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.listed, true)));

    // Queued or sent mail to the company or its people, or about them. Before the farewell is
    // queued, so that it is not taken too.
    await deleteMailConcerning(tx, {
      tags: [`company:${companyId}`, ...members.map((member) => `member:${member.id}`)],
      emails: [company.email, ...members.map((member) => member.email)],
    });
    await tx.delete(applicationNotes).where(eq(applicationNotes.companyId, companyId));
    await tx.delete(activity).where(eq(activity.companyId, companyId));
    await tx.delete(jobQuestions).where(inArray(jobQuestions.jobId, jobIds));
    await tx.delete(applicantNotices).where(inArray(applicantNotices.jobId, jobIds));
    await tx.delete(jobViewVisitors).where(inArray(jobViewVisitors.jobId, jobIds));
    await tx.delete(jobViewDays).where(inArray(jobViewDays.jobId, jobIds));
    await tx
      .update(applications)
      .set({ answers: [], coverLetter: null, anonymisedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(applications.companyId, companyId), isNull(applications.anonymisedAt)));
    await tx
      .update(jobs)
      .set({
        visible: false,
        awaitingVerification: false,
        closedAt: sql`coalesce(${jobs.closedAt}, ${Date.now()})`,
        description: '',
        updatedAt: new Date(),
      })
      .where(eq(jobs.companyId, companyId));
    await tx
      .delete(accountTokens)
      .where(inArray(accountTokens.subjectId, [companyId, ...members.map((member) => member.id)]));
    await tx.delete(liveEvents).where(eq(liveEvents.audience, `company:${companyId}`));
    await tx.delete(companyMembers).where(eq(companyMembers.companyId, companyId));
    await forgetSearchWords(tx, companyId, company.name);
    // The email must stay unique and not null: the id is, and no sign-in can type it.
    await tx
      .update(companies)
      .set({
        name: '',
        email: `deleted:${companyId}`,
        passwordHash: '',
        imageKey: '',
        emailVerifiedAt: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, companyId));
    const joined = members.filter((member) => member.joinedAt !== null);
    const told = [company.email, ...joined.map((member) => member.email)];
    for (const email of told) await farewell(tx, email);
    return { logoKey: company.imageKey, jobs: listed, told: told.length };
  });
}
