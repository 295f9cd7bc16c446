import '../../styles.css';
import { useFirstPaintFocus } from 'shared-api/first-paint/kept-focus';
import { SITE_DESCRIPTION, homeTitle } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { SiteFooter } from '../../shared/site-footer';
import { AppDownload } from './app-download';
import { CurrentSearch, RESULTS_HEADING } from './current-search';
import { FilterPanel } from './filter-panel';
import { HeroSearch } from './hero-search';
import { homeColumnClass } from './home-layout';
import { JobList } from './job-list';
import { ListSummary } from './list-summary';
import { SaveAlert } from './save-alert';
import { TrustedBy } from './trusted-by';
import { useJobSearch } from './use-job-search';

export default function HomePage() {
  const { search, update, setPage } = useJobSearch();
  usePageHead({ title: homeTitle(search), description: SITE_DESCRIPTION });
  // The hero's button the person tabbed to in the first paint is still theirs.
  useFirstPaintFocus();
  return (
    <>
      <div className={homeColumnClass}>
        <HeroSearch q={search.q} location={search.location} onSearch={update} />
        <TrustedBy />
        <div className="flex flex-col gap-8 py-10 lg:flex-row">
          <aside className="lg:w-1/4" aria-label="Search and filters">
            <CurrentSearch search={search} onChange={update} />
            <FilterPanel filters={search} onChange={update} />
          </aside>
          <section id="job-list" aria-labelledby={RESULTS_HEADING} className="scroll-mt-4 lg:w-3/4">
            <h2 id={RESULTS_HEADING} tabIndex={-1} className="py-2 text-3xl font-medium">
              Latest Jobs
            </h2>
            <div className="mb-8 flex flex-wrap items-start justify-between gap-4">
              <p className="text-gray-600">Get your desired job from top companies</p>
              <SaveAlert search={search} />
            </div>
            <ListSummary search={search} onSort={(sort) => update({ sort })} />
            <JobList search={search} onPage={setPage} />
          </section>
        </div>
        <AppDownload />
      </div>
      <SiteFooter />
    </>
  );
}
