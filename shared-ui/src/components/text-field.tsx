import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * A labelled input with an optional icon, in the apps' one form style. An input marked
 * `aria-invalid` gets a red border, beside the message that says what is wrong.
 */
export function TextField({
  label,
  icon,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; icon?: ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="flex items-center gap-2 rounded-md border border-gray-300 bg-white px-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 has-[input[aria-invalid=true]]:border-red-600">
        {icon}
        <input id={id} className="w-full bg-transparent py-2 text-sm outline-none" {...input} />
      </div>
    </div>
  );
}
