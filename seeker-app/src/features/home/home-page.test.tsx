import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { DAY_MS } from 'shared-api/contract';
import { SITE_DESCRIPTION, homeTitle, pageTitle } from 'shared-api/page-head';
import { acme, job, page } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn } from '../../test/render-screen';
import HomePage from './home-page';

const params = (call: { params?: unknown } | undefined) => call?.params as Record<string, string>;
const url = () => screen.getByLabelText('Current URL').textContent;
/** The hero's first field, labelled by what it searches. */
const keywords = () =>
  screen.getByRole('textbox', { name: 'Keywords: job title, skill or company' });
const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

/** A page another feature owns, as far as the keyboard's focus goes: loading, then its heading. */
/** Loads when the test says so (`loadJob`), not after a time a busy machine may overrun. */
let loadJob = () => {};
function LoadingPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    loadJob = () => setLoaded(true);
  }, []);
  return loaded ? <h1>The job</h1> : <p>Loading job</p>;
}

describe('Home page', () => {
  it('lists a page of jobs from the server and moves between pages', async () => {
    const calls = fakeServer((config) => {
      const n = Number(params(config).page);
      return n === 1
        ? page(
            [1, 2, 3, 4, 5, 6].map((i) => job(i)),
            7,
          )
        : page([job(7)], 7, 2);
    });
    renderScreen(<HomePage />);

    expect(screen.getByRole('heading', { name: 'Over 10,000+ jobs to apply' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trusted By' })).toBeInTheDocument();
    // No apps yet: the store badges are shown, and link nowhere (never to `#`).
    const stores = screen.getByRole('list', { name: 'Mobile apps, coming soon' });
    expect(within(stores).getByText('Google Play')).toBeInTheDocument();
    expect(within(stores).queryByRole('link')).toBeNull();
    expect(screen.getByText(/Copyright ©/)).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(calls[0]?.url).toBe('/api/jobs');
    expect(params(calls[0])).toEqual({ page: '1', pageSize: '6' });

    // The card shows the preview the server cut from the description, its markup intact.
    const card = screen.getByRole('article', { name: 'Job number 1' });
    const preview = within(card).getByText(/^Long text/);
    expect(preview.tagName).toBe('P');
    expect(preview.textContent).toBe(job(1).description.replace(/<\/?p>/g, ''));

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Job number 7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    // The pressed page's list starts at its heading, for the keyboard and screen readers.
    expect(screen.getByRole('heading', { name: 'Latest Jobs' })).toHaveFocus();
    expect(url()).toBe('/?page=2');
  });

  it('keeps going past the counted pages when the server counted only so far', async () => {
    const calls = fakeServer((config) => {
      const n = Number(params(config).page);
      const counted = (n - 1) * 6 + 1000;
      return { data: { ...page([job(n)], counted, n).data, totalIsLowerBound: true } };
    });
    renderScreen(<HomePage />, { url: '/?page=167' });

    expect(await screen.findByRole('article', { name: 'Job number 167' })).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    // No last page is claimed: the row ends in a gap, and Next stays available.
    expect(within(pagination).getByRole('button', { name: '168' })).toBeInTheDocument();
    expect(within(pagination).queryByRole('button', { name: '333' })).not.toBeInTheDocument();
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Job number 168' })).toBeInTheDocument();
    expect(params(calls.at(-1))).toEqual({ page: '168', pageSize: '6' });
  });

  it('searches keywords and location, shows a chip per field, and a chip clears only its field', async () => {
    const calls = fakeServer(() => page([job(1)], 20));
    const user = userEvent.setup();
    renderScreen(<HomePage />, { url: '/?page=3' });
    await screen.findByRole('article');
    expect(screen.queryByRole('heading', { name: 'Current Search' })).not.toBeInTheDocument();

    await user.type(keywords(), 'Designer');
    await user.type(screen.getByLabelText('Location'), 'Chen');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    // A new search starts again at page 1; the form stays, with the focus where it was.
    expect(url()).toBe('/?q=Designer&location=Chen');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(params(calls.at(-1))).toEqual({
      page: '1',
      pageSize: '6',
      q: 'Designer',
      location: 'Chen',
    });
    expect(screen.getByRole('heading', { name: 'Current Search' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Designer' }));
    expect(url()).toBe('/?location=Chen');
    expect(keywords()).toHaveValue('');
    expect(screen.getByLabelText('Location')).toHaveValue('Chen');
    expect(screen.getByRole('button', { name: 'Remove Chen' })).toBeInTheDocument();
    expect(params(calls.at(-1))).toEqual({ page: '1', pageSize: '6', location: 'Chen' });
  });

  it('searches keywords from the field labelled for them: ?q= in the URL and in the call', async () => {
    const calls = fakeServer(() => page([job(1)], 20));
    const user = userEvent.setup();
    renderScreen(<HomePage />);
    await screen.findByRole('article');
    const field = keywords();
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('placeholder', 'Job title, skill or company');
    await user.type(field, 'react{Enter}');
    expect(url()).toBe('/?q=react');
    expect(params(calls.at(-1))).toEqual({ page: '1', pageSize: '6', q: 'react' });
    // Keywords are ranked by relevance unless another order is chosen.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Relevance');

    const chips = screen.getByRole('region', { name: 'Current Search' });
    await user.click(within(chips).getByRole('button', { name: 'Remove react' }));
    expect(url()).toBe('/');
    expect(keywords()).toHaveValue('');
    // Back to the unsearched list (already at hand), newest first.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest');
    expect(screen.queryByRole('heading', { name: 'Current Search' })).not.toBeInTheDocument();
  });

  it('keeps the title filter of a ?title= link, with its chip, beside the keywords', async () => {
    const calls = fakeServer(() => page([job(1)], 20));
    const user = userEvent.setup();
    renderScreen(<HomePage />, { url: '/?title=Engineer' });
    await screen.findByRole('article');
    expect(params(calls[0])).toEqual({ page: '1', pageSize: '6', title: 'Engineer' });
    expect(screen.getByRole('button', { name: 'Remove Engineer' })).toBeInTheDocument();

    await user.type(keywords(), 'react{Enter}');
    expect(url()).toBe('/?q=react&title=Engineer');
    expect(params(calls.at(-1))).toEqual({
      page: '1',
      pageSize: '6',
      q: 'react',
      title: 'Engineer',
    });
    await user.click(screen.getByRole('button', { name: 'Remove Engineer' }));
    expect(url()).toBe('/?q=react');
  });

  it('sorts by pay, newest or relevance, in the URL and in the call', async () => {
    const calls = fakeServer(() => page([job(1)], 20));
    const user = userEvent.setup();
    renderScreen(<HomePage />, { url: '/?page=2' });
    await screen.findByRole('article');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    // Without keywords there is nothing to rank by relevance.
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest', 'Highest pay']);
    expect(sort).toHaveDisplayValue('Newest');

    await user.selectOptions(sort, 'Highest pay');
    expect(url()).toBe('/?sort=pay');
    expect(params(calls.at(-1))).toEqual({ page: '1', pageSize: '6', sort: 'pay' });

    await user.type(keywords(), 'react{Enter}');
    expect(url()).toBe('/?q=react&sort=pay');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Relevance', 'Newest', 'Highest pay']);
    // Each default order stays out of the URL.
    await user.selectOptions(sort, 'Relevance');
    expect(url()).toBe('/?q=react');
    expect(params(calls.at(-1))).toEqual({ page: '1', pageSize: '6', q: 'react' });
  });

  it('drops an order it does not know, and relevance without keywords, from a URL', async () => {
    const calls = fakeServer(() => page([job(1)]));
    renderScreen(<HomePage />, { url: '/?sort=cheapest&title=dev' });
    await screen.findByRole('article');
    expect(params(calls[0])).toEqual({ page: '1', pageSize: '6', title: 'dev' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest');
  });

  it('says how many jobs match: exactly, one in the singular, or 1,000+ when counted only so far', async () => {
    let answer: { data: unknown } = page([job(1)], 128);
    fakeServer(() => answer);
    const user = userEvent.setup();
    renderScreen(<HomePage />);
    expect(await screen.findByText('128 jobs')).toBeInTheDocument();

    answer = page([job(1)], 1);
    await user.type(keywords(), 'rare{Enter}');
    expect(await screen.findByText('1 job')).toBeInTheDocument();

    answer = { data: { ...page([job(1)], 1000).data, totalIsLowerBound: true } };
    await user.clear(keywords());
    await user.type(keywords(), 'developer{Enter}');
    expect(await screen.findByText('1,000+ jobs')).toBeInTheDocument();
  });

  it('says which spelling it searched when the keywords found nothing as typed', async () => {
    fakeServer((config) =>
      params(config).q === 'javscript'
        ? { data: { ...page([job(1)], 1).data, didYouMean: 'javascript' } }
        : page([job(1)], 20),
    );
    renderScreen(<HomePage />, { url: '/?q=javscript' });
    await screen.findByRole('article');
    const respelt = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent === 'Showing results for javascript',
    );
    expect(respelt).toBeInTheDocument();
    expect(screen.getByText('1 job')).toBeInTheDocument();
  });

  it('filters by several categories and locations, back to page 1 on every change', async () => {
    const calls = fakeServer(() => page([job(1)], 20));
    const user = userEvent.setup();
    renderScreen(<HomePage />, { url: '/?page=2' });
    await screen.findByRole('article');

    const categories = screen.getByRole('group', { name: 'Search by Categories' });
    await user.click(within(categories).getByRole('checkbox', { name: 'Design' }));
    await user.click(within(categories).getByRole('checkbox', { name: 'Programming' }));
    const locations = screen.getByRole('group', { name: 'Search by Location' });
    await user.click(within(locations).getByRole('checkbox', { name: 'New York' }));

    expect(url()).toBe('/?categories=Design%2CProgramming&locations=New+York');
    expect(params(calls.at(-1))).toEqual({
      page: '1',
      pageSize: '6',
      categories: 'Design,Programming',
      locations: 'New York',
    });
    await user.click(within(categories).getByRole('checkbox', { name: 'Design' }));
    expect(url()).toBe('/?categories=Programming&locations=New+York');
  });

  it('starts from the search in the URL, so a shared or reloaded link shows the same jobs', async () => {
    const calls = fakeServer(() => page([job(1)], 20, 2));
    renderScreen(<HomePage />, { url: '/?q=react&categories=Design,Bogus&page=2' });
    await screen.findByRole('article');
    expect(keywords()).toHaveValue('react');
    expect(screen.getByRole('checkbox', { name: 'Design' })).toBeChecked();
    expect(params(calls[0])).toEqual({
      page: '2',
      pageSize: '6',
      q: 'react',
      categories: 'Design',
    });
  });

  it('shows each card’s pay in its currency and period, its type, workplace and closing day', async () => {
    fakeServer(() =>
      page([
        job(1, {
          salary: 1_200_000,
          salaryMax: 1_800_000,
          employmentType: 'FULL_TIME',
          workplace: 'REMOTE',
          closesAt: Date.now() + 5 * DAY_MS,
        }),
        job(2, {
          salary: 40,
          salaryMax: 55,
          salaryCurrency: 'USD',
          salaryPeriod: 'HOUR',
          employmentType: 'INTERN',
          workplace: 'ON_SITE',
          closesAt: Date.now() + DAY_MS,
        }),
        job(3, {
          title: 'UX Researcher',
          salary: 118_000,
          employmentType: 'PART_TIME',
          workplace: 'REMOTE',
        }),
        job(4, { salary: 0 }),
      ]),
    );
    renderScreen(<HomePage />);
    // Each term a list item, less the dot before it (hidden from screen readers).
    const terms = (card: HTMLElement) =>
      within(within(card).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent.replace(/^\u00a0· /, ''));
    const ranged = await screen.findByRole('article', { name: 'Job number 1' });
    expect(terms(ranged)).toEqual(['₹12L–18L a year', 'Full-time', 'Remote']);
    expect(within(ranged).getByText('Closes in 5 days')).toBeInTheDocument();
    const hourly = screen.getByRole('article', { name: 'Job number 2' });
    expect(terms(hourly)).toEqual(['$40–55 an hour', 'Internship', 'On-site']);
    expect(within(hourly).getByText('Closes tomorrow')).toBeInTheDocument();
    // A single yearly rupee figure too: the card says it in its currency and period (the job's
    // page keeps the spec's CTC line).
    const single = screen.getByRole('article', { name: 'UX Researcher' });
    expect(terms(single)).toEqual(['₹1.18L a year', 'Part-time', 'Remote']);
    expect(within(single).queryByText(/CTC/)).not.toBeInTheDocument();
    // The spec's default salary of 0 states no pay.
    const unpaid = screen.getByRole('article', { name: 'Job number 4' });
    expect(within(unpaid).queryByRole('list')).not.toBeInTheDocument();
    expect(within(unpaid).queryByText(/₹/)).not.toBeInTheDocument();
    expect(within(unpaid).getByText('Closes in 30 days')).toBeInTheDocument();
  });

  it('makes each card’s title a link to its job, which a plain click opens here at its top', async () => {
    fakeServer(() => page([job(1), job(2)]));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderScreen(<HomePage />);
    const card = await screen.findByRole('article', { name: 'Job number 2' });
    const title = within(card).getByRole('link', { name: 'Job number 2' });
    // A real link: a new tab, a middle-click or a copied link opens the job's page.
    expect(title).toHaveAttribute('href', `/apply-jobs/${job(2)._id}`);
    expect(title.closest('h3')).not.toBeNull();
    await userEvent.click(title);
    expect(url()).toBe(`/apply-jobs/${job(2)._id}`);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('puts the keyboard on the heading of the page a card’s title opened, once it shows', async () => {
    fakeServer(() => page([job(1), job(2)]));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderScreen(<HomePage />, { others: { '/apply-jobs/:id': <LoadingPage /> } });
    const card = await screen.findByRole('article', { name: 'Job number 2' });
    await userEvent.click(within(card).getByRole('link', { name: 'Job number 2' }));
    expect(screen.getByText('Loading job')).toBeInTheDocument();
    act(() => loadJob());
    const heading = await screen.findByRole('heading', { level: 1, name: 'The job' });
    await waitFor(() => expect(heading).toHaveFocus());
    scrollTo.mockRestore();
  });

  it('leaves a ctrl-click on a card’s title to the browser: no navigation here, no scroll', async () => {
    fakeServer(() => page([job(1)]));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen(<HomePage />);
    const card = await screen.findByRole('article', { name: 'Job number 1' });
    const title = within(card).getByRole('link', { name: 'Job number 1' });
    // The browser opens the href in a new tab (jsdom cannot: it is stopped once the page has
    // seen the click), and the page it was clicked on stays as it was.
    const browser = (event: Event) => event.preventDefault();
    document.addEventListener('click', browser);
    await user.keyboard('{Control>}');
    await user.click(title);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', browser);
    expect(url()).toBe('/');
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('opens the company page from the company name on a card', async () => {
    fakeServer(() => page([job(1)]));
    renderScreen(<HomePage />);
    const card = await screen.findByRole('article', { name: 'Job number 1' });
    await userEvent.click(within(card).getByRole('link', { name: 'Acme' }));
    expect(url()).toBe(`/companies/${acme._id}`);
  });

  it('filters by job type, workplace and minimum yearly pay, in the URL and in the call', async () => {
    const calls = fakeServer(() => page([job(1)], 20));
    const user = userEvent.setup();
    renderScreen(<HomePage />, { url: '/?title=react&page=2' });
    await screen.findByRole('article');

    const types = screen.getByRole('group', { name: 'Employment Type' });
    await user.click(within(types).getByRole('checkbox', { name: 'Full-time' }));
    await user.click(within(types).getByRole('checkbox', { name: 'Internship' }));
    const workplaces = screen.getByRole('group', { name: 'Workplace' });
    await user.click(within(workplaces).getByRole('checkbox', { name: 'Remote' }));
    await user.type(screen.getByLabelText('Minimum Yearly Pay'), '1200000');
    // Typing alone asks for nothing: the figure is set on Apply (or Enter).
    expect(params(calls.at(-1))).not.toHaveProperty('minSalary');
    await user.click(screen.getByRole('button', { name: 'Apply minimum pay' }));

    expect(url()).toBe(
      '/?title=react&employmentTypes=FULL_TIME%2CINTERN&workplaces=REMOTE&minSalary=1200000',
    );
    expect(screen.getByRole('button', { name: 'Apply minimum pay' })).toHaveFocus();
    expect(params(calls.at(-1))).toEqual({
      page: '1',
      pageSize: '6',
      title: 'react',
      employmentTypes: 'FULL_TIME,INTERN',
      workplaces: 'REMOTE',
      minSalary: '1200000',
    });

    // Each shows as a chip, and a chip clears only its own value.
    const chips = screen.getByRole('region', { name: 'Current Search' });
    for (const chip of [
      'react',
      'Full-time',
      'Internship',
      'Remote',
      'At least 12,00,000 a year',
    ]) {
      expect(within(chips).getByRole('button', { name: `Remove ${chip}` })).toBeInTheDocument();
    }
    await user.click(within(chips).getByRole('button', { name: 'Remove Internship' }));
    expect(url()).toBe(
      '/?title=react&employmentTypes=FULL_TIME&workplaces=REMOTE&minSalary=1200000',
    );
    expect(within(types).getByRole('checkbox', { name: 'Internship' })).not.toBeChecked();
    await user.click(
      within(chips).getByRole('button', { name: 'Remove At least 12,00,000 a year' }),
    );
    expect(url()).toBe('/?title=react&employmentTypes=FULL_TIME&workplaces=REMOTE');
    expect(screen.getByLabelText('Minimum Yearly Pay')).toHaveValue(null);
    expect(params(calls.at(-1))).toEqual({
      page: '1',
      pageSize: '6',
      title: 'react',
      employmentTypes: 'FULL_TIME',
      workplaces: 'REMOTE',
    });
  });

  it('clears every filter at once, keeping the searched title', async () => {
    const calls = fakeServer(() => page([job(1)], 20));
    const user = userEvent.setup();
    renderScreen(<HomePage />, {
      url: '/?title=react&categories=Design&employmentTypes=PART_TIME&workplaces=HYBRID&minSalary=500000',
    });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('/?title=react');
    expect(params(calls.at(-1))).toEqual({ page: '1', pageSize: '6', title: 'react' });
    expect(screen.getByRole('checkbox', { name: 'Design' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Part-time' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hybrid' })).not.toBeChecked();
    expect(screen.getByLabelText('Minimum Yearly Pay')).toHaveValue(null);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('starts from the new filters in the URL, leaving out values the API does not know', async () => {
    const calls = fakeServer(() => page([job(1)]));
    renderScreen(<HomePage />, {
      url: '/?employmentTypes=TEMPORARY,Bogus&workplaces=ON_SITE&minSalary=lots',
    });
    await screen.findByRole('article');
    expect(screen.getByRole('checkbox', { name: 'Temporary' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'On-site' })).toBeChecked();
    expect(screen.getByLabelText('Minimum Yearly Pay')).toHaveValue(null);
    expect(params(calls[0])).toEqual({
      page: '1',
      pageSize: '6',
      employmentTypes: 'TEMPORARY',
      workplaces: 'ON_SITE',
    });
  });

  it('hides the filters behind a Filters/Close button at phone width', async () => {
    fakeServer(() => page([job(1)]));
    renderScreen(<HomePage />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a signed-in seeker which cards are saved, and saves from a card', async () => {
    let saved = [{ ...job(2), savedAt: Date.now() }];
    const calls = fakeServer(
      routes({
        'GET /api/jobs': () => page([job(1), job(2)]),
        'GET /api/users/saved-jobs': () => ({ data: { success: true, jobs: saved } }),
        'POST /api/users/save-job': () => {
          saved = [{ ...job(1), savedAt: Date.now() }, ...saved];
          return { data: { success: true, message: 'Job saved' } };
        },
      }),
    );
    renderScreen(<HomePage />, { auth: signedIn() });
    const card = async (n: number) => screen.findByRole('article', { name: `Job number ${n}` });
    // Each toggle is named after its job, saved or not; what it shows says which it is.
    const savedOne = await within(await card(2)).findByRole('button', {
      name: 'Save job to Saved Jobs: Job number 2',
      pressed: true,
    });
    expect(savedOne).toHaveTextContent(/^Saved$/);
    const save = within(await card(1)).getByRole('button', {
      name: 'Save job to Saved Jobs: Job number 1',
      pressed: false,
    });
    expect(save).toHaveTextContent(/^Save job$/);
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    // Unchanged, and holding the words shown in either state (label in name).
    expect(save).toHaveAccessibleName('Save job to Saved Jobs: Job number 1');
    expect(save).toHaveTextContent(/^Saved$/);
    const post = calls.find((call) => call.url === '/api/users/save-job');
    expect(JSON.parse(String(post?.data))).toEqual({ jobId: job(1)._id });
    // One list for every card: asked once, and again after the save.
    expect(calls.filter((call) => call.url === '/api/users/saved-jobs')).toHaveLength(2);
  });

  it('opens a job from its card, the keyboard going on from its heading', async () => {
    fakeServer(() => page([job(1)]));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen(<HomePage />, { others: { '/apply-jobs/:id': <LoadingPage /> } });
    (await screen.findByRole('button', { name: 'Learn More' })).focus();
    await user.keyboard('{Enter}');
    expect(url()).toBe(`/apply-jobs/${job(1)._id}`);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    act(() => loadJob());
    const heading = await screen.findByRole('heading', { level: 1, name: 'The job' });
    await waitFor(() => expect(heading).toHaveFocus());
    scrollTo.mockRestore();
  });

  it('says why when the jobs cannot be loaded, and tries again on request', async () => {
    let fail = true;
    fakeServer(() =>
      fail
        ? {
            status: 500,
            data: {
              success: false,
              message: 'Something went wrong on our side. Please try again.',
            },
          }
        : page([job(1)]),
    );
    renderScreen(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Jobs could not be loaded');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Job number 1' })).toBeInTheDocument();
  });

  it('is titled by the site alone without a search, then by the search made', async () => {
    document.title = '';
    fakeServer(() => page([job(1)]));
    const user = userEvent.setup();
    renderScreen(<HomePage />, { url: '/?categories=Design' });
    await screen.findByRole('article');
    expect(document.title).toBe(pageTitle());
    expect(description()).toBe(SITE_DESCRIPTION);

    await user.type(keywords(), 'Designer');
    await user.type(screen.getByLabelText('Location'), 'Chennai');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(document.title).toBe('Designer jobs in Chennai | Job Board');
    await user.click(screen.getByRole('button', { name: 'Remove Designer' }));
    expect(document.title).toBe(homeTitle({ location: 'Chennai' }));
  });

  it('is titled by the search of a shared link from the start', async () => {
    document.title = '';
    fakeServer(() => page([job(1)]));
    renderScreen(<HomePage />, { url: '/?title=react&page=2' });
    await screen.findByRole('article');
    expect(document.title).toBe('react jobs | Job Board');
    expect(description()).toBe(SITE_DESCRIPTION);
  });
});
