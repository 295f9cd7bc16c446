/** A filter of several values: one checkbox each, any number checked. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  selected,
  onChange,
  labelOf = (option) => option,
}: {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** The words a person reads for a value, when the API's value is a code such as FULL_TIME. */
  labelOf?: (option: T) => string;
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
              {labelOf(option)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
