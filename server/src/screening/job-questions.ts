import type { Job } from 'shared-api/contract';
import type { Database } from '../platform/database';
import { companyQuestions, publicQuestions } from './question-queries';

/**
 * Who reads a job: its own company sees the answers it expects, anyone else the questions
 * alone (decision 39).
 */
export type QuestionReader = 'company' | 'public';

/** The job with its screening questions, as `reader` may see them. */
export async function withQuestions(db: Database, job: Job, reader: QuestionReader): Promise<Job> {
  const questions =
    reader === 'company'
      ? ((await companyQuestions(db, [job._id])).get(job._id) ?? [])
      : await publicQuestions(db, job._id);
  return { ...job, questions };
}
