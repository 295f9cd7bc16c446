import { Chip } from 'shared-ui/chip';

/** 'Current Search': one chip per non-empty search field; removing one clears only that field. */
export function CurrentSearch({
  title,
  location,
  onClear,
}: {
  title: string;
  location: string;
  onClear: (field: 'title' | 'location') => void;
}) {
  if (!title && !location) return null;
  return (
    <section aria-labelledby="current-search" className="mb-6">
      <h2 id="current-search" className="mb-3 text-lg font-medium">
        Current Search
      </h2>
      <div className="flex flex-wrap gap-2">
        {title ? <Chip label={title} onRemove={() => onClear('title')} /> : null}
        {location ? (
          <Chip label={location} tone="red" onRemove={() => onClear('location')} />
        ) : null}
      </div>
    </section>
  );
}
