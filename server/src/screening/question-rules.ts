import type { QuestionSet } from 'shared-api/contract';
import type { DatabaseOrTransaction } from '../platform/database';
import { badRequest } from '../platform/http-error';
import { replaceQuestions } from './question-queries';

/**
 * The job's questions become `questions`, in the caller's transaction; one sent with an id the
 * job's questions do not have is refused (400), naming it, and nothing changes.
 */
export async function replaceJobQuestions(
  tx: DatabaseOrTransaction,
  jobId: string,
  questions: QuestionSet,
): Promise<void> {
  const refused = await replaceQuestions(tx, jobId, questions);
  if (!refused) return;
  const n = questions.findIndex((question) => question.id === refused.unknownId) + 1;
  throw badRequest(
    `Question ${n}: this job has no question ${refused.unknownId}. Send it without an id to add it as a new one.`,
  );
}

/** A new job's questions: ids sent with them (a form copied from another job) are not kept. */
export const newQuestions = (questions: QuestionSet | undefined): QuestionSet =>
  (questions ?? []).map(({ id: _id, ...question }) => question);
