import { z } from 'zod';
import { QUESTION_KINDS, limitText } from './constants';
import { idSchema } from './schemas';

/** Screening questions a company asks with a job, and what applicants answer (issue 39). */

export const QUESTIONS_MAX = 10;
export const QUESTION_TEXT_MAX = 300;
export const CHOICE_OPTIONS_MIN = 2;
export const CHOICE_OPTIONS_MAX = 10;
export const CHOICE_OPTION_MAX = 100;
export const YES_NO = ['yes', 'no'] as const;
/** `yes` or `no`, in any case. */
export const isYesNo = (value: string) =>
  (YES_NO as readonly string[]).includes(value.toLowerCase());
export const ANSWER_MAX = 2_000;
export const COVER_LETTER_MAX = 5_000;

const CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]/u;
const oneLineText = (max: number, empty: string, tooLong: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, tooLong)
    .refine((value) => !CONTROLS.test(value), 'Line breaks and control characters are not allowed');

/** One question as post-job and edit-job take it; `id` keeps an existing question's (edit-job). */
const questionInputObject = z.object({
  id: idSchema.optional(),
  text: oneLineText(
    QUESTION_TEXT_MAX,
    'Write the question',
    `A question is at most ${QUESTION_TEXT_MAX} characters`,
  ),
  kind: z.enum(QUESTION_KINDS, { error: 'A question is of kind text, yesno or choice' }),
  options: z
    .array(
      oneLineText(
        CHOICE_OPTION_MAX,
        'An option cannot be empty',
        `An option is at most ${CHOICE_OPTION_MAX} characters`,
      ),
    )
    .nullish(),
  required: z.boolean().optional(),
  expected: z.string().trim().nullish(),
});
type QuestionInput = z.output<typeof questionInputObject>;

/** The question's own rules; `problem` names the field a broken one is about. */
function checkQuestion(question: QuestionInput, problem: (field: string, message: string) => void) {
  const options = question.options ?? [];
  if (question.kind === 'choice') {
    if (options.length < CHOICE_OPTIONS_MIN || options.length > CHOICE_OPTIONS_MAX)
      problem(
        'options',
        `a choice question offers ${CHOICE_OPTIONS_MIN} to ${CHOICE_OPTIONS_MAX} options`,
      );
    const seen = new Set(options.map((option) => option.toLowerCase()));
    if (seen.size !== options.length) problem('options', 'each option once');
  } else if (options.length > 0) {
    problem('options', 'only a choice question offers options');
  }
  const expected = question.expected || null;
  if (expected === null) return;
  if (question.kind === 'text') problem('expected', 'a text question has no expected answer');
  else if (question.kind === 'yesno' && !isYesNo(expected))
    problem('expected', 'the expected answer of a yes/no question is yes or no');
  else if (question.kind === 'choice' && !options.includes(expected))
    problem('expected', 'the expected answer must be one of the options offered');
}

/**
 * The `questions` of post-job and edit-job: up to QUESTIONS_MAX, in order. A question comes out
 * whole: `options` empty but for a choice, `required` false unless sent, `expected` null unless
 * sent (a yes/no one in lower case).
 */
export const questionsInputSchema = z
  .array(questionInputObject)
  .max(QUESTIONS_MAX, `A job asks at most ${QUESTIONS_MAX} questions`)
  .superRefine((questions, context) => {
    questions.forEach((question, index) =>
      checkQuestion(question, (field, message) =>
        context.addIssue({
          code: 'custom',
          path: [index, field],
          message: `Question ${index + 1}: ${message}`,
        }),
      ),
    );
    const ids = questions.flatMap((question) => (question.id ? [question.id] : []));
    if (new Set(ids).size !== ids.length)
      context.addIssue({ code: 'custom', message: 'Each question id once' });
  })
  .transform((questions) =>
    questions.map(({ expected, ...question }) => ({
      ...question,
      options: question.kind === 'choice' ? (question.options ?? []) : [],
      required: question.required ?? false,
      expected: !expected ? null : question.kind === 'yesno' ? expected.toLowerCase() : expected,
    })),
  );
export type QuestionsInput = z.input<typeof questionsInputSchema>;
export type QuestionSet = z.output<typeof questionsInputSchema>;

/** One answer as apply takes it; a yes/no question takes `yes` or `no`, a choice one option. */
export const answerInputSchema = z.object({
  questionId: idSchema,
  answer: z
    .string()
    .trim()
    .max(ANSWER_MAX, `An answer is at most ${limitText(ANSWER_MAX)} characters`),
});
export type AnswerInput = z.input<typeof answerInputSchema>;

/** An answer as stored with the application and shown to the job's company. */
export const storedAnswerSchema = z.object({
  questionId: z.string(),
  /** The question's words when it was answered. */
  question: z.string(),
  kind: z.enum(QUESTION_KINDS),
  /** Null for an optional question left unanswered. */
  answer: z.string().nullable(),
});
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;
