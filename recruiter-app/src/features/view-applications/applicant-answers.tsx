import type { Applicant, JobQuestion, StoredAnswer } from 'shared-api/contract';

const shown = (answer: StoredAnswer) => {
  if (answer.answer === null || answer.answer === '') return 'Not answered';
  if (answer.kind !== 'yesno') return answer.answer;
  return answer.answer.toLowerCase() === 'yes' ? 'Yes' : 'No';
};

/** Whether the answer is not the one the question expects: as the server screens, yes/no in any case. */
function missed(answer: StoredAnswer, expected: string | null | undefined): boolean {
  if (!expected) return false;
  const given = answer.answer ?? '';
  return answer.kind === 'yesno'
    ? given.toLowerCase() !== expected.toLowerCase()
    : given !== expected;
}

/**
 * The questions the job asked when they applied, with their answers. `questions` are the job's
 * own as list-jobs gives them (with `expected`); a question since removed is matched to nothing.
 */
export function ApplicantAnswers({
  applicant,
  questions,
}: {
  applicant: Applicant;
  questions: readonly JobQuestion[];
}) {
  const answers = applicant.answers ?? [];
  if (answers.length === 0) return <p className="text-sm text-gray-500">No questions asked.</p>;
  const expectedOf = new Map(questions.map((question) => [question.id, question.expected]));
  return (
    <dl className="flex flex-col gap-3 text-sm">
      {answers.map((answer) => {
        const expected = expectedOf.get(answer.questionId);
        const off = missed(answer, expected);
        return (
          <div
            key={answer.questionId}
            className={off ? 'rounded-md border-l-4 border-red-400 bg-red-50 p-2' : 'p-2'}
          >
            <dt className="font-medium text-gray-800">{answer.question}</dt>
            <dd className="break-words text-gray-700">{shown(answer)}</dd>
            {off ? (
              <dd className="text-xs font-medium text-red-800">
                Screened out: the job asks for “
                {answer.kind === 'yesno' ? (expected === 'yes' ? 'Yes' : 'No') : expected}”
              </dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}
