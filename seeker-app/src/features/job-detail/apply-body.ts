import type { ApplyBody, Job, JobQuestion } from 'shared-api/contract';

/** The ids of the required questions left blank, in the job's order. */
export const unansweredOf = (questions: JobQuestion[], answers: Record<string, string>) =>
  questions
    .filter((question) => question.required && !answers[question.id]?.trim())
    .map((question) => question.id);

/**
 * What apply is sent: the answers given (a blank optional question is left out) and the cover
 * letter if any, so that a job asking nothing is applied to with the spec's `{ jobId }` alone.
 */
export function applyBodyOf(
  job: Job,
  answers: Record<string, string>,
  coverLetter: string,
): ApplyBody {
  const questions = job.questions ?? [];
  const given = questions
    .map((question) => ({ questionId: question.id, answer: answers[question.id]?.trim() ?? '' }))
    .filter((one) => one.answer !== '');
  const letter = coverLetter.trim();
  return {
    jobId: job._id,
    ...(questions.length > 0 ? { answers: given } : {}),
    ...(letter ? { coverLetter: letter } : {}),
  };
}
