import { useId } from 'react';
import { ANSWER_MAX, type JobQuestion } from 'shared-api/contract';

const fieldClass =
  'mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600';

/** "(required)" after a required question's words, read as part of its name. */
function Marker({ required }: { required: boolean }) {
  // The space stays outside the span: a name read from the label would lose it.
  return required ? (
    <>
      {' '}
      <span className="text-red-700">(required)</span>
    </>
  ) : null;
}

/**
 * One screening question: a text one takes a few lines, a yes/no one a Yes or No, a choice one
 * one of its options. `error` says why it stopped the application from going.
 */
export function ScreeningQuestion({
  question,
  value,
  onChange,
  error,
}: {
  question: JobQuestion;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error !== null;
  const problem = invalid ? (
    <p id={errorId} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;

  if (question.kind === 'text') {
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-700">
          {question.text}
          <Marker required={question.required} />
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={ANSWER_MAX}
          value={value}
          aria-required={question.required}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={fieldClass}
        />
        {problem}
      </div>
    );
  }

  const options =
    question.kind === 'yesno'
      ? [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]
      : question.options.map((option) => ({ value: option, label: option }));
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-700">
        {question.text}
        <Marker required={question.required} />
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              aria-invalid={invalid || undefined}
              onChange={() => onChange(option.value)}
              className="h-4 w-4 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            />
            <span className="break-words">{option.label}</span>
          </label>
        ))}
      </div>
      {problem}
    </fieldset>
  );
}
