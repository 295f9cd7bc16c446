import { useId } from 'react';
import { QUESTION_KINDS, QUESTION_TEXT_MAX } from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { TextField } from 'shared-ui/text-field';
import { LabelledSelect } from './labelled-select';
import { KIND_LABELS, expectedChoices, type QuestionDraft } from './question-drafts';

const fieldClass = 'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm';
const labelClass = 'mb-1 block text-sm font-medium text-gray-700';

const answerLabel = (kind: QuestionDraft['kind'], value: string) =>
  kind === 'yesno' ? (value === 'yes' ? 'Yes' : 'No') : value;

/** One screening question: its words, kind, options, whether it is required and what it expects. */
export function QuestionFields({
  number,
  draft,
  onChange,
  onRemove,
}: {
  number: number;
  draft: QuestionDraft;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onRemove: () => void;
}) {
  const ids = { options: useId(), optionsHint: useId(), expected: useId(), required: useId() };
  const choices = expectedChoices(draft);
  const expected = choices.includes(draft.expected) ? draft.expected : '';

  return (
    <fieldset className="rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-sm font-medium text-gray-700">Question {number}</legend>
      <div className="flex flex-col gap-3">
        <TextField
          label="Question"
          required
          maxLength={QUESTION_TEXT_MAX}
          // Only a question the recruiter just added takes focus, not those loaded with a job.
          autoFocus={draft.fresh === true}
          value={draft.text}
          onChange={(e) => onChange({ text: e.target.value })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <LabelledSelect
            label="Answer type"
            options={QUESTION_KINDS}
            labels={KIND_LABELS}
            value={draft.kind}
            onChange={(kind) => onChange({ kind })}
          />
          {choices.length > 0 || draft.kind === 'choice' ? (
            <div>
              <label htmlFor={ids.expected} className={labelClass}>
                Must answer
              </label>
              <select
                id={ids.expected}
                className={fieldClass}
                value={expected}
                onChange={(e) => onChange({ expected: e.target.value })}
              >
                <option value="">Any answer</option>
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {answerLabel(draft.kind, choice)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        {draft.kind === 'choice' ? (
          <div>
            <label htmlFor={ids.options} className={labelClass}>
              Options
            </label>
            <textarea
              id={ids.options}
              rows={4}
              required
              aria-describedby={ids.optionsHint}
              className={fieldClass}
              value={draft.optionsText}
              onChange={(e) => onChange({ optionsText: e.target.value })}
            />
            <p id={ids.optionsHint} className="mt-1 text-xs text-gray-500">
              One option a line, 2 to 10 options.
            </p>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <input
              id={ids.required}
              type="checkbox"
              className="h-4 w-4"
              checked={draft.required}
              onChange={(e) => onChange({ required: e.target.checked })}
            />
            <label htmlFor={ids.required} className="text-sm text-gray-700">
              Required
            </label>
          </div>
          <Button variant="danger" onClick={onRemove} aria-label={`Remove question ${number}`}>
            Remove
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
