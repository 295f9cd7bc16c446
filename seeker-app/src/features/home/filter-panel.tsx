import { useRef, useState } from 'react';
import { EMPLOYMENT_TYPES, JOB_CATEGORIES, JOB_LOCATIONS, WORKPLACES } from 'shared-api/contract';
import type { JobSearch } from 'shared-api/jobs/home-search';
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from 'shared-api/jobs/job-terms';
import { Button, buttonClass } from 'shared-ui/button';
import { CheckboxGroup } from './checkbox-group';
import { MinPayFilter } from './min-pay-filter';

type Filters = Pick<
  JobSearch,
  'categories' | 'locations' | 'employmentTypes' | 'workplaces' | 'minSalary'
>;

const noFilters: Filters = {
  categories: [],
  locations: [],
  employmentTypes: [],
  workplaces: [],
  minSalary: undefined,
};

/**
 * The side filters; at phone width they hide behind a Filters/Close button, which counts the
 * filters on, and Clear filters stays beside it rather than behind it.
 */
export function FilterPanel({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { categories, locations, employmentTypes, workplaces, minSalary } = filters;
  const active =
    categories.length +
    locations.length +
    employmentTypes.length +
    workplaces.length +
    (minSalary === undefined ? 0 : 1);
  return (
    <div>
      {/* From `lg` the toggle hides: so does the row, when it holds nothing else. */}
      <div className={`mb-6 flex flex-wrap gap-2 ${active > 0 ? '' : 'lg:hidden'}`}>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls="job-filters"
          onClick={() => setOpen(!open)}
          className={buttonClass('outline', 'lg:hidden')}
        >
          {open ? 'Close' : active > 0 ? `Filters (${active})` : 'Filters'}
        </button>
        {active > 0 ? (
          <Button
            variant="outline"
            onClick={() => {
              onChange(noFilters);
              // The button goes with the filters: the keyboard goes on from the Filters toggle,
              // or, where that is hidden (a wide screen), from the first filter.
              toggle.current?.focus();
              if (document.activeElement !== toggle.current)
                document.querySelector<HTMLElement>('#job-filters input')?.focus();
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
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
        <CheckboxGroup
          legend="Employment Type"
          options={EMPLOYMENT_TYPES}
          labelOf={(type) => EMPLOYMENT_TYPE_LABELS[type]}
          selected={employmentTypes}
          onChange={(next) => onChange({ employmentTypes: next })}
        />
        <CheckboxGroup
          legend="Workplace"
          options={WORKPLACES}
          labelOf={(place) => WORKPLACE_LABELS[place]}
          selected={workplaces}
          onChange={(next) => onChange({ workplaces: next })}
        />
        <MinPayFilter value={minSalary} onChange={(next) => onChange({ minSalary: next })} />
      </div>
    </div>
  );
}
