import { asc, eq } from 'drizzle-orm';
import type { JobQuestion, QuestionKind, QuestionSet } from 'shared-api/contract';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { jobQuestions, jobs } from '../platform/schema';
import { anyOf } from '../jobs/job-queries';

/** A question with the answer its company expects: only for the company, and for screening. */
export type AskedQuestion = JobQuestion & { expected: string | null };

// What anyone may read of a question. `expected` is not among them, so no public read can
// carry it by mistake (decision 39).
const publicColumns = {
  id: jobQuestions.id,
  jobId: jobQuestions.jobId,
  text: jobQuestions.text,
  kind: jobQuestions.kind,
  options: jobQuestions.options,
  required: jobQuestions.required,
};

const inOrder = [asc(jobQuestions.jobId), asc(jobQuestions.position)] as const;

/** A job's questions as a job seeker sees them, in order: never what the company expects. */
export async function publicQuestions(db: Database, jobId: string): Promise<JobQuestion[]> {
  const rows = await db
    .select(publicColumns)
    .from(jobQuestions)
    .where(eq(jobQuestions.jobId, jobId))
    .orderBy(...inOrder);
  return rows.map(({ jobId: _job, ...row }) => ({ ...row, kind: row.kind as QuestionKind }));
}

/** The questions of the company's own jobs, with what it expects, by job; [] for a job without. */
export async function companyQuestions(
  db: DatabaseOrTransaction,
  jobIds: string[],
): Promise<Map<string, AskedQuestion[]>> {
  const byJob = new Map<string, AskedQuestion[]>(jobIds.map((id) => [id, []]));
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .select({ ...publicColumns, expected: jobQuestions.expected })
    .from(jobQuestions)
    .where(anyOf(jobQuestions.jobId, jobIds))
    .orderBy(...inOrder);
  for (const { jobId, ...row } of rows)
    byJob.get(jobId)?.push({ ...row, kind: row.kind as QuestionKind });
  return byJob;
}

/**
 * The questions an application to the job answers, read in the transaction that records it.
 * The job's row is held (`for share`) until then, so an edit of the questions (which writes the
 * row first) waits for the application, or the application reads the edited questions.
 */
export async function questionsToAnswer(
  tx: DatabaseOrTransaction,
  jobId: string,
): Promise<AskedQuestion[]> {
  await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('share');
  return (await companyQuestions(tx, [jobId])).get(jobId) ?? [];
}

/**
 * Replaces the job's questions with `questions`, in their order, in the caller's transaction
 * (the one that writes the job's row). A question sent with the id of one of the job's keeps
 * that id; the id of any other question is refused: the answer names it.
 */
export async function replaceQuestions(
  tx: DatabaseOrTransaction,
  jobId: string,
  questions: QuestionSet,
): Promise<{ unknownId: string } | null> {
  const held = await tx
    .select({ id: jobQuestions.id })
    .from(jobQuestions)
    .where(eq(jobQuestions.jobId, jobId));
  const ids = new Set(held.map((row) => row.id));
  const unknown = questions.find((question) => question.id && !ids.has(question.id));
  if (unknown?.id) return { unknownId: unknown.id };
  await tx.delete(jobQuestions).where(eq(jobQuestions.jobId, jobId));
  if (questions.length > 0)
    await tx.insert(jobQuestions).values(
      questions.map(({ id, ...question }, position) => ({
        ...question,
        ...(id ? { id } : {}),
        jobId,
        position,
      })),
    );
  return null;
}
