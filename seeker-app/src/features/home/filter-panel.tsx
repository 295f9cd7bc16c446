import { useState } from 'react';
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

/** The side filters; at phone width they hide behind a Filters/Close button. */
export function FilterPanel({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const [open, setOpen] = useState(false);
  const { categories, locations, employmentTypes, workplaces, minSalary } = filters;
  const filtering =
    categories.length + locations.length + employmentTypes.length + workplaces.length > 0 ||
    minSalary !== undefined;
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
        {filtering ? (
          <Button variant="outline" className="mb-6" onClick={() => onChange(noFilters)}>
            Clear filters
          </Button>
        ) : null}
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
        <MinPayFilter
          key={minSalary ?? ''}
          value={minSalary}
          onChange={(next) => onChange({ minSalary: next })}
        />
      </div>
    </div>
  );
}
