import { useEffect, useId, useMemo } from 'react';
import { Icon } from 'shared-ui/icon';

/** The company logo chooser with a preview of the chosen image. */
export function LogoPicker({
  logo,
  onChange,
  problemProps,
}: {
  logo: File | null;
  onChange: (file: File | null) => void;
  /** aria-invalid and aria-describedby while a refusal is about the logo. */
  problemProps?: { 'aria-invalid'?: true; 'aria-describedby'?: string };
}) {
  const inputId = useId();
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <div className="flex items-center gap-4">
      <label
        htmlFor={inputId}
        className="cursor-pointer rounded-full focus-within:outline-2 focus-within:outline-brand-600"
      >
        {logo && preview ? (
          <img
            src={preview}
            alt="Company logo preview"
            className="h-16 w-16 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className={`flex h-16 w-16 items-center justify-center rounded-full border-2 border-dashed text-gray-400 ${problemProps?.['aria-invalid'] ? 'border-red-600' : 'border-gray-300'}`}
          >
            <Icon name="upload" className="h-7 w-7" />
          </span>
        )}
        <input
          id={inputId}
          type="file"
          aria-label="Upload Company logo"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          {...problemProps}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </label>
      <p className="text-sm">
        Upload Company <br /> logo
        {logo ? <span className="block truncate text-xs text-gray-500">{logo.name}</span> : null}
      </p>
    </div>
  );
}
