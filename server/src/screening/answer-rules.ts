import { isYesNo, type AnswerInput, type StoredAnswer } from 'shared-api/contract';
import type { AskedQuestion } from './question-queries';

export type CheckedAnswers =
  { answers: StoredAnswer[]; screenedOut: boolean } | { refused: string };

/** A question as a person reads it in a message: its words, quoted. */
const named = (question: AskedQuestion) => `“${question.text}”`;

/** The answer as stored: a yes/no one in lower case, a choice as its option is spelt. */
function accepted(question: AskedQuestion, answer: string): string | null {
  if (question.kind === 'yesno') return isYesNo(answer) ? answer.toLowerCase() : null;
  if (question.kind === 'choice')
    return (
      question.options.find((option) => option === answer) ??
      question.options.find((option) => option.toLowerCase() === answer.toLowerCase()) ??
      null
    );
  return answer;
}

/**
 * An application's answers checked against the job's questions: each answer to one of them,
 * once; each required one answered; a yes/no one `yes` or `no`, a choice one of its options. The
 * stored answers list every question, in order, with the words it was asked in. The applicant
 * is screened out when a question the company expects an answer to was answered otherwise, or
 * not at all.
 */
export function checkAnswers(questions: AskedQuestion[], given: AnswerInput[]): CheckedAnswers {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answered = new Map<string, string>();
  for (const { questionId, answer } of given) {
    const question = byId.get(questionId);
    if (!question)
      return {
        refused: `This job has no question ${questionId}: reload the job to see its questions`,
      };
    if (answered.has(questionId)) return { refused: `Answer the question ${named(question)} once` };
    const text = answer.trim();
    if (text !== '') answered.set(questionId, text);
  }
  const answers: StoredAnswer[] = [];
  let screenedOut = false;
  for (const question of questions) {
    const text = answered.get(question.id);
    if (text === undefined && question.required)
      return { refused: `Answer the question ${named(question)}` };
    const answer = text === undefined ? null : accepted(question, text);
    if (text !== undefined && answer === null)
      return {
        refused:
          question.kind === 'yesno'
            ? `The question ${named(question)} takes yes or no`
            : `The question ${named(question)} takes one of: ${question.options.join(', ')}`,
      };
    if (question.expected !== null && answer !== question.expected) screenedOut = true;
    answers.push({ questionId: question.id, question: question.text, kind: question.kind, answer });
  }
  return { answers, screenedOut };
}
