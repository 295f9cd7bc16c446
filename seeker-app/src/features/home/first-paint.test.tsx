import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillFirstPaint } from 'shared-api/first-paint';
import { keepFirstPaintFocus, takeFirstPaintFocus } from 'shared-api/first-paint/kept-focus';
import { keepTypedFields } from 'shared-api/first-paint/typed-fields';
import { job, page } from '../../test/fixtures';
import { clearPageData, sendWithPage } from '../../test/page-data';
import { fakeServer, renderScreen, routes } from '../../test/render-screen';
import { homeFirstPaint } from './first-paint';
import HomePage from './home-page';

const jobCalls = (calls: { url?: string; params?: unknown }[]) =>
  calls.filter((call) => call.url === '/api/jobs');
const keywordsName = 'Keywords: job title, skill or company';

afterEach(() => {
  takeFirstPaintFocus();
  clearPageData();
  vi.restoreAllMocks();
});

describe("the home page's first paint", () => {
  it("is the screen's own hero, holding the URL's search", async () => {
    fakeServer(routes({ 'GET /api/jobs': () => page([job(1)], 1) }));
    const { container } = renderScreen(<HomePage />, { url: '/?q=Designer&location=Chennai' });
    await screen.findByRole('heading', { level: 1 });
    const painted = document.createElement('div');
    painted.innerHTML =
      fillFirstPaint(homeFirstPaint(), { q: 'Designer', location: 'Chennai' }) ?? '';
    const first = painted.querySelector('section');
    const rendered = container.querySelector('section');
    expect(first?.isEqualNode(rendered), `${first?.outerHTML}\n${rendered?.outerHTML}`).toBe(true);
    // Its form works before any script: the page reads these names from its URL.
    expect(first?.querySelector('input[name="q"]')).toHaveValue('Designer');
    expect(first?.querySelector('input[name="location"]')).toHaveValue('Chennai');
    // The column it sits in is the page's own.
    expect(painted.firstElementChild?.className).toBe(
      container.querySelector('section')?.parentElement?.className,
    );
  });

  it('shows the jobs the page was sent with at once, and asks the API for another search', async () => {
    // A page that has just loaded: its jobs are as old as the page.
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now());
    // Under the path the server writes for this URL (server/test/home-page-data.test.ts).
    sendWithPage({
      '/api/jobs?categories=Design&page=1&pageSize=6&title=Designer': page([job(1), job(2)], 2)
        .data,
    });
    const calls = fakeServer(routes({ 'GET /api/jobs': () => page([job(3)], 1) }));
    renderScreen(<HomePage />, { url: '/?title=Designer&categories=Design,Nope' });
    // At the first render: no loading state between the first paint and the cards.
    expect(screen.queryByRole('status', { name: 'Loading jobs' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Job number 1',
      'Job number 2',
    ]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(jobCalls(calls)).toEqual([]);

    const categories = screen.getByRole('group', { name: 'Search by Categories' });
    await userEvent.click(within(categories).getByRole('checkbox', { name: 'Programming' }));
    expect(await screen.findByRole('article', { name: 'Job number 3' })).toBeInTheDocument();
    expect(jobCalls(calls)).toHaveLength(1);
  });

  it("asks the API when the page came with another search's jobs, or with no usable answer", async () => {
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now());
    sendWithPage({
      '/api/jobs?page=1&pageSize=6&title=Engineer': page([job(1)], 1).data,
      '/api/jobs?page=1&pageSize=6&title=Designer': { success: false },
    });
    const calls = fakeServer(routes({ 'GET /api/jobs': () => page([job(3)], 1) }));
    renderScreen(<HomePage />, { url: '/?title=Designer' });
    expect(screen.getByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Job number 3' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Job number 1' })).not.toBeInTheDocument();
    expect(jobCalls(calls)).toHaveLength(1);
  });

  it('keeps what was typed into it before the screen took over, and searches it on Enter', async () => {
    const calls = fakeServer(routes({ 'GET /api/jobs': () => page([job(1)], 1) }));
    // The shell's root as the server sent it, the first paint inside, kept before the first render.
    const root = document.createElement('div');
    root.innerHTML = `<main>${fillFirstPaint(homeFirstPaint(), { q: '', location: '' }) ?? ''}</main>`;
    document.body.append(root);
    keepTypedFields(root);
    const painted = within(root).getByRole('textbox', { name: keywordsName });
    await userEvent.type(painted, 'Designer');

    renderScreen(<HomePage />, { container: root });
    const keywords = screen.getByRole('textbox', { name: keywordsName });
    expect(keywords).not.toBe(painted);
    expect(keywords).toHaveValue('Designer');
    expect(keywords).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('');

    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Current URL')).toHaveTextContent(/^\/\?q=Designer$/);
    await waitFor(() =>
      expect(jobCalls(calls).at(-1)?.params).toMatchObject({ q: 'Designer', page: '1' }),
    );
  });

  it('keeps a keyboard user on the Search button they tabbed to, and Enter searches', async () => {
    fakeServer(routes({ 'GET /api/jobs': () => page([job(1)], 1) }));
    const root = document.createElement('div');
    root.innerHTML = `<main>${fillFirstPaint(homeFirstPaint(), { q: 'Designer', location: '' }) ?? ''}</main>`;
    document.body.append(root);
    keepFirstPaintFocus(root);
    const painted = within(root).getByRole('button', { name: 'Search' });
    painted.focus();

    // The form as a browser without scripts sends it: an empty location too.
    renderScreen(<HomePage />, { url: '/?q=Designer&location=', container: root });
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).not.toBe(painted);
    expect(search).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Current URL')).toHaveTextContent(/^\/\?q=Designer$/);
  });
});
