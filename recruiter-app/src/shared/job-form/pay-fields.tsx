import { useId } from 'react';
import { SALARY_PERIODS } from 'shared-api/contract';
import { TextField } from 'shared-ui/text-field';
import { CURRENCIES, PAY_PERIOD_OPTIONS, type JobFormValues } from './job-form-values';
import { LabelledSelect } from './labelled-select';

type PayValues = Pick<
  JobFormValues,
  'salary' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod' | 'payNotDisclosed'
>;

/** The pay: the spec's one salary figure, which is also the bottom of an optional range. */
export function PayFields({
  values,
  onChange,
  problem,
}: {
  values: PayValues;
  onChange: (patch: Partial<PayValues>) => void;
  /** Why the pay cannot be sent as it is; shown under the fields. */
  problem?: string;
}) {
  const hint = useId();
  const problemId = useId();
  const hidden = values.payNotDisclosed;
  // The server takes any ISO 4217 code: a job saved with one off this list keeps it.
  const currencies: readonly string[] = (CURRENCIES as readonly string[]).includes(
    values.salaryCurrency,
  )
    ? CURRENCIES
    : [...CURRENCIES, values.salaryCurrency];

  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-gray-700">Pay</legend>
      <p id={hint} className="mb-2 text-sm text-gray-500">
        Job Salary is the single figure, or the lowest of a range: leave the maximum empty for a
        single figure.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Job Salary"
          type="number"
          min={0}
          step={1}
          placeholder="25000"
          name="salary"
          disabled={hidden}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          value={values.salary}
          onChange={(e) => onChange({ salary: e.target.value })}
        />
        <TextField
          label="Maximum Salary"
          placeholder="Optional"
          type="number"
          min={Number(values.salary) || 0}
          step={1}
          disabled={hidden}
          aria-describedby={hint}
          value={values.salaryMax}
          onChange={(e) => onChange({ salaryMax: e.target.value })}
        />
        <LabelledSelect
          label="Salary Currency"
          options={currencies}
          disabled={hidden}
          value={values.salaryCurrency}
          onChange={(salaryCurrency) => onChange({ salaryCurrency })}
        />
        <LabelledSelect
          label="Salary Period"
          options={SALARY_PERIODS}
          labels={PAY_PERIOD_OPTIONS}
          disabled={hidden}
          value={values.salaryPeriod}
          onChange={(salaryPeriod) => onChange({ salaryPeriod })}
        />
      </div>
      <label className="mt-3 flex w-fit items-center gap-2 text-sm text-gray-700">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={hidden}
          onChange={(e) => onChange({ payNotDisclosed: e.target.checked })}
        />
        Not disclosed (the job shows no pay)
      </label>
      {problem ? (
        <p id={problemId} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
