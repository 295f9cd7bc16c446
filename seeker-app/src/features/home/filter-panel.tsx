import { useState } from 'react';
import { JOB_CATEGORIES, JOB_LOCATIONS } from 'shared-api/contract';
import { buttonClass } from 'shared-ui/button';

function CheckboxGroup<T extends string>({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}) {
  const toggle = (value: T) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <fieldset className="mb-8">
      <legend className="mb-3 text-lg font-medium">{legend}</legend>
      <ul className="space-y-3 text-gray-600">
        {options.map((option) => (
          <li key={option}>
            <label className="flex cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-600"
                checked={selected.includes(option)}
                onChange={() => toggle(option)}
              />
              {option}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Category and location checkboxes; at phone width they hide behind a Filters/Close button. */
export function FilterPanel({
  categories,
  locations,
  onChange,
}: {
  categories: (typeof JOB_CATEGORIES)[number][];
  locations: (typeof JOB_LOCATIONS)[number][];
  onChange: (change: {
    categories?: (typeof JOB_CATEGORIES)[number][];
    locations?: (typeof JOB_LOCATIONS)[number][];
  }) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="job-filters"
        onClick={() => setOpen(!open)}
        className={buttonClass('outline', 'mb-6 lg:hidden')}
      >
        {open ? 'Close' : 'Filters'}
      </button>
      <div id="job-filters" className={open ? '' : 'max-lg:hidden'}>
        <CheckboxGroup
          legend="Search by Categories"
          options={JOB_CATEGORIES}
          selected={categories}
          onChange={(next) => onChange({ categories: next })}
        />
        <CheckboxGroup
          legend="Search by Location"
          options={JOB_LOCATIONS}
          selected={locations}
          onChange={(next) => onChange({ locations: next })}
        />
      </div>
    </div>
  );
}
