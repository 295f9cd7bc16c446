import { useRef, useState, type SyntheticEvent } from 'react';
import { Icon } from 'shared-ui/icon';
import { useTypedBeforeTakeover } from './use-typed-before-takeover';

/** The fields' names: the page's URL reads them when the form is sent before any script runs. */
const FIELDS = ['q', 'location'] as const;

/**
 * The hero: the headline and the search. Its first field takes keywords (`q`), matched against
 * the title and the rest of the posting, so it finds at least the jobs so titled. Its label says
 * so, and holds the placeholder's words, which are all a sighted person sees of it.
 */
export function HeroSearch({
  q,
  location,
  onSearch,
}: {
  q: string;
  location: string;
  onSearch: (search: { q: string; location: string }) => void;
}) {
  const [draft, setDraft] = useState({ q, location });
  // The fields follow the URL's values (a removed chip, the back button) in place: a form made
  // anew would drop the focus of the person who just searched to the page's body.
  const [shown, setShown] = useState({ q, location });
  if (shown.q !== q || shown.location !== location) {
    setShown({ q, location });
    setDraft({ q, location });
  }
  const form = useRef<HTMLFormElement>(null);
  // The server's first paint of this form may have been typed into before this code ran.
  useTypedBeforeTakeover(form, FIELDS, setDraft);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSearch({ q: draft.q.trim(), location: draft.location.trim() });
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
        ref={form}
        role="search"
        onSubmit={submit}
        className="mx-auto flex max-w-xl flex-col gap-2 rounded-lg bg-white p-2 text-gray-600 sm:flex-row sm:items-center sm:gap-0"
      >
        {/* The inputs sit flush in the bar with no outline of their own: the label shows focus.
            The keywords take the larger share, so their placeholder shows whole from `sm` up. */}
        <label className="flex items-center gap-2 px-2 sm:flex-[3] rounded-md focus-within:ring-2 focus-within:ring-brand-600">
          <Icon name="search" className="h-5 w-5 text-gray-400" />
          <span className="sr-only">Keywords: job title, skill or company</span>
          <input
            type="text"
            name="q"
            placeholder="Job title, skill or company"
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            className="w-full min-w-0 p-2 text-sm outline-none"
          />
        </label>
        <label className="flex items-center gap-2 px-2 sm:flex-[2] sm:border-l sm:border-gray-200 rounded-md focus-within:ring-2 focus-within:ring-brand-600">
          <Icon name="pin" className="h-5 w-5 text-gray-400" />
          <span className="sr-only">Location</span>
          <input
            type="text"
            name="location"
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
