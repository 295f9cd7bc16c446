import { Icon } from './icon';

/** A removable chip, such as one field of the current search. */
export function Chip({
  label,
  onRemove,
  tone = 'blue',
  removeName = `Remove ${label}`,
}: {
  label: string;
  onRemove: () => void;
  tone?: 'blue' | 'red';
  /** The remove button's accessible name, when the label alone would not say what it removes. */
  removeName?: string;
}) {
  const colours =
    tone === 'blue'
      ? 'border-blue-200 bg-blue-50 text-blue-800'
      : 'border-red-200 bg-red-50 text-red-800';
  return (
    <span
      className={`inline-flex max-w-full items-center gap-2 rounded-full border px-4 py-1.5 text-sm ${colours}`}
    >
      {/* Keywords come from the URL, of any length: a long word wraps rather than widen the page. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">{label}</span>
      <button
        type="button"
        aria-label={removeName}
        onClick={onRemove}
        className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full hover:bg-black/10"
      >
        <Icon name="close" className="h-3 w-3" strokeWidth={3} />
      </button>
    </span>
  );
}
