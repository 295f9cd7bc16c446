import { useId, type Ref } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled select over a table; '' is its "all" choice. */
export function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
  className = '',
  ref,
}: {
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
