import { useEffect, useRef } from 'react';
import type { JobSearch } from 'shared-api/jobs/home-search';
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from 'shared-api/jobs/job-terms';
import { Chip } from 'shared-ui/chip';

type Change = Partial<Omit<JobSearch, 'page'>>;

/** The id of the results' heading ('Latest Jobs'), focusable from script. */
export const RESULTS_HEADING = 'latest-jobs';

// Grouped as rupees are (10,00,000): most postings are paid in them.
const minPayLabel = (figure: number) => `At least ${figure.toLocaleString('en-IN')} a year`;

type ChipData = { key: string; label: string; tone?: 'red'; removeName?: string; change: Change };

/**
 * 'Current Search': a chip per searched keywords, title or location and per category, city, job
 * type, workplace and minimum pay filter; removing one clears only that one. At phone width the
 * filters hide behind a button, so these chips are what shows which are on.
 */
export function CurrentSearch({
  search,
  onChange,
}: {
  search: JobSearch;
  onChange: (change: Change) => void;
}) {
  const { q, title, location, categories, locations, employmentTypes, workplaces, minSalary } =
    search;
  const chips: ChipData[] = [
    ...(q ? [{ key: 'q', label: q, change: { q: '' } }] : []),
    ...(title ? [{ key: 'title', label: title, change: { title: '' } }] : []),
    ...(location
      ? [{ key: 'location', label: location, tone: 'red' as const, change: { location: '' } }]
      : []),
    // Named as filters: a city ticked and the same city typed as the location are two chips.
    ...categories.map((category) => ({
      key: `category:${category}`,
      label: category,
      removeName: `Remove filter ${category}`,
      change: { categories: categories.filter((c) => c !== category) },
    })),
    ...locations.map((city) => ({
      key: `city:${city}`,
      label: city,
      tone: 'red' as const,
      removeName: `Remove filter ${city}`,
      change: { locations: locations.filter((l) => l !== city) },
    })),
    ...employmentTypes.map((type) => ({
      key: type,
      label: EMPLOYMENT_TYPE_LABELS[type],
      change: { employmentTypes: employmentTypes.filter((t) => t !== type) },
    })),
    ...workplaces.map((place) => ({
      key: place,
      label: WORKPLACE_LABELS[place],
      change: { workplaces: workplaces.filter((p) => p !== place) },
    })),
    ...(minSalary === undefined
      ? []
      : [{ key: 'minSalary', label: minPayLabel(minSalary), change: { minSalary: undefined } }]),
  ];
  // A removed chip takes its focused button with it: the focus moves to the chip now in its place
  // (or the last one), and to the results' heading once none is left, not to the page's start.
  const list = useRef<HTMLDivElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const next =
      buttons[Math.min(index, buttons.length - 1)] ?? document.getElementById(RESULTS_HEADING);
    next?.focus();
  }, [chips.length]);
  if (chips.length === 0) return null;
  return (
    <section aria-labelledby="current-search" className="mb-6">
      <h2 id="current-search" className="mb-3 text-lg font-medium">
        Current Search
      </h2>
      <div ref={list} className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <Chip
            key={chip.key}
            label={chip.label}
            tone={chip.tone}
            removeName={chip.removeName}
            onRemove={() => {
              removedAt.current = index;
              onChange(chip.change);
            }}
          />
        ))}
      </div>
    </section>
  );
}
