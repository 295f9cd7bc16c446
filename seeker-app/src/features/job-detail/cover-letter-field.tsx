import { useId } from 'react';
import { COVER_LETTER_MAX } from 'shared-api/contract';

/** The optional cover letter, with how much of its room is used as it is written. */
export function CoverLetterField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        Cover letter (optional)
      </label>
      <textarea
        id={id}
        rows={5}
        maxLength={COVER_LETTER_MAX}
        value={value}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <p id={`${id}-count`} className="text-right text-xs text-gray-500">
        {value.length.toLocaleString('en')} / {COVER_LETTER_MAX.toLocaleString('en')} characters
      </p>
    </div>
  );
}
