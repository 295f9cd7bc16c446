import type { JobQuestion, QuestionKind, QuestionsInput } from 'shared-api/contract';

/** A screening question as the editor holds it while the recruiter writes it. */
export interface QuestionDraft {
  /** Keys the row in the list; the server never sees it. */
  key: string;
  /** The stored question's id: sent back, the question stays the one applicants answered. */
  id?: string;
  text: string;
  kind: QuestionKind;
  /** A choice question's options, one a line, as the recruiter types them. */
  optionsText: string;
  required: boolean;
  /** '' when any answer is fine. */
  expected: string;
  /** Added by the recruiter just now: its field takes focus when it appears. */
  fresh?: boolean;
}

export const KIND_LABELS: Record<QuestionKind, string> = {
  text: 'Text',
  yesno: 'Yes-no',
  choice: 'Choice',
};

let counter = 0;
const nextKey = () => `question-${++counter}`;

export function newDraft(): QuestionDraft {
  return {
    key: nextKey(),
    text: '',
    kind: 'text',
    optionsText: '',
    required: false,
    expected: '',
    fresh: true,
  };
}

export function draftsOf(questions: readonly JobQuestion[] = []): QuestionDraft[] {
  return questions.map((question) => ({
    key: nextKey(),
    id: question.id,
    text: question.text,
    kind: question.kind,
    optionsText: question.options.join('\n'),
    required: question.required,
    expected: question.expected ?? '',
  }));
}

export function optionsOf(draft: Pick<QuestionDraft, 'optionsText'>): string[] {
  return draft.optionsText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** What the recruiter may pick as the answer that must be given, for the question's kind. */
export function expectedChoices(draft: QuestionDraft): string[] {
  if (draft.kind === 'yesno') return ['yes', 'no'];
  if (draft.kind === 'choice') return optionsOf(draft);
  return [];
}

/**
 * The questions as post-job and edit-job take them. An expected answer the recruiter no longer
 * offers (an option renamed, the kind changed) is dropped rather than sent to be refused.
 */
export function questionsOf(drafts: readonly QuestionDraft[]): QuestionsInput {
  return drafts.map((draft) => {
    const options = draft.kind === 'choice' ? optionsOf(draft) : [];
    const expected = expectedChoices(draft).includes(draft.expected) ? draft.expected : null;
    return {
      ...(draft.id === undefined ? {} : { id: draft.id }),
      text: draft.text.trim(),
      kind: draft.kind,
      options,
      required: draft.required,
      expected,
    };
  });
}
