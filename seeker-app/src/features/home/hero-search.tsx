import { useState, type SyntheticEvent } from 'react';

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    className="h-5 w-5 shrink-0 text-gray-400"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The hero: the headline and the title and location search. */
export function HeroSearch({
  title,
  location,
  onSearch,
}: {
  title: string;
  location: string;
  onSearch: (search: { title: string; location: string }) => void;
}) {
  const [draft, setDraft] = useState({ title, location });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSearch({ title: draft.title.trim(), location: draft.location.trim() });
  };
  return (
    <section className="mt-6 rounded-xl bg-gradient-to-r from-purple-800 to-purple-950 px-4 py-14 text-center text-white sm:py-16">
      <h1 className="mb-4 text-2xl font-medium md:text-3xl lg:text-4xl">
        Over 10,000+ jobs to apply
      </h1>
      <p className="mx-auto mb-8 max-w-xl text-sm font-light">
        Your Next Big Career Move Starts Right Here - Explore the Best Job Opportunities and Take
        the First Step Toward Your Future!
      </p>
      <form
        role="search"
        onSubmit={submit}
        className="mx-auto flex max-w-xl flex-col gap-2 rounded-lg bg-white p-2 text-gray-600 sm:flex-row sm:items-center sm:gap-0"
      >
        <label className="flex flex-1 items-center gap-2 px-2">
          {icon('M21 21l-4.3-4.3M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15z')}
          <span className="sr-only">Job title</span>
          <input
            type="text"
            placeholder="Search for jobs"
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            className="w-full min-w-0 p-2 text-sm outline-none"
          />
        </label>
        <label className="flex flex-1 items-center gap-2 px-2 sm:border-l sm:border-gray-200">
          {icon(
            'M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
          )}
          <span className="sr-only">Location</span>
          <input
            type="text"
            placeholder="Location"
            value={draft.location}
            onChange={(event) => setDraft({ ...draft, location: event.target.value })}
            className="w-full min-w-0 p-2 text-sm outline-none"
          />
        </label>
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-6 py-2.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          Search
        </button>
      </form>
    </section>
  );
}
