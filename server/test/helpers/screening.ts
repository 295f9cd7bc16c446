import type { QuestionsInput } from 'shared-api/contract';

/** A question of each kind, one with an expected answer. */
export const QUESTIONS = [
  { text: 'Do you hold a work permit?', kind: 'yesno', required: true, expected: 'Yes' },
  {
    text: 'Which stack do you know best?',
    kind: 'choice',
    options: ['Node.js', 'Go', 'Rust'],
    required: true,
    expected: 'Go',
  },
  { text: 'Anything else we should know?', kind: 'text', required: false },
] satisfies QuestionsInput;
