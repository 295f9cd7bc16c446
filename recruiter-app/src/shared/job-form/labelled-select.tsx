import { useId } from 'react';

const selectClass = 'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm';

/**
 * A labelled select. Options are their own labels unless `labels` names them; '' stands for
 * "not specified", which only a job posted before the field existed has.
 */
export function LabelledSelect<T extends string>(props: {
  label: string;
  options: readonly T[];
  labels?: Record<T, string>;
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {props.label}
      </label>
      <select
        id={id}
        className={`${selectClass} disabled:bg-gray-100 disabled:text-gray-500`}
        disabled={props.disabled}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.value === null ? <option value="">Not specified</option> : null}
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </div>
  );
}
