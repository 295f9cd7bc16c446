import { useId, useState, type SyntheticEvent } from 'react';
import { MAX_MIN_SALARY } from 'shared-api/jobs/home-search';
import { Button } from 'shared-ui/button';

/**
 * The lowest yearly pay to show, set on Enter or Apply rather than on every keystroke, so typing
 * a figure does not search for each of its digits.
 */
export function MinPayFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (minSalary: number | undefined) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  // The field follows the URL's value (a removed chip, the back button) in place, keeping the
  // focus of the person who just applied it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value === undefined ? '' : String(value));
  }
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const figure = Number(draft);
    onChange(draft.trim() !== '' && figure > 0 ? Math.round(figure) : undefined);
  };
  return (
    <form onSubmit={submit} className="mb-8">
      <label htmlFor={id} className="mb-1 block text-lg font-medium">
        Minimum Yearly Pay
      </label>
      <p id={`${id}-hint`} className="mb-3 text-sm text-gray-600">
        Jobs whose pay, made yearly, reaches this figure.
      </p>
      <div className="flex gap-2">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_MIN_SALARY}
          step={1}
          value={draft}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          className="w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
        />
        <Button type="submit" variant="outline" aria-label="Apply minimum pay">
          Apply
        </Button>
      </div>
    </form>
  );
}
