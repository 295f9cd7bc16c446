import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillFirstPaint } from 'shared-api/first-paint';
import { keepFirstPaintFocus, takeFirstPaintFocus } from 'shared-api/first-paint/kept-focus';
import { jobFirstPaintText } from 'shared-api/jobs/job-posting-text';
import { job, page, user } from '../../test/fixtures';
import { clearPageData, sendWithPage } from '../../test/page-data';
import { fakeServer, renderScreen, routes, signedIn } from '../../test/render-screen';
import { jobDetailFirstPaint } from './first-paint';
import JobDetailPage from './job-detail-page';

const shown = job(1, {
  title: 'Staff <Designer> & "Lead"',
  salary: 50_000,
  description: '<p>Design <strong>systems</strong></p><ul><li>Figma</li></ul>',
});
const path = '/apply-jobs/:id';
const url = `/apply-jobs/${shown._id}`;

function server() {
  return fakeServer(
    routes({
      [`GET /api/jobs/${shown._id}`]: () => ({ data: { success: true, job: shown } }),
      'GET /api/jobs': () => page([], 0),
      'GET /api/users/user': () => ({ data: { success: true, user: user('') } }),
      'GET /api/users/applications': () => ({ data: { success: true, applications: [] } }),
    }),
  );
}

/** The lines of a job's header that say when it was posted and when it closes. */
const datesOf = (root: Element) =>
  [...root.querySelectorAll('div.border-sky-300 p')].filter((line) =>
    /^(Posted|Closes) /.test(line.textContent),
  );
const dayOf = (at: number) =>
  new Date(at).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

afterEach(() => {
  takeFirstPaintFocus();
  clearPageData();
});

describe("a job page's first paint", () => {
  it("is the screen's own header and description, filled with the words the server writes", async () => {
    server();
    const { container } = renderScreen(<JobDetailPage />, { path, url });
    await screen.findByRole('heading', { level: 1, name: shown.title });
    const painted = document.createElement('div');
    painted.innerHTML =
      fillFirstPaint(jobDetailFirstPaint(), { ...jobFirstPaintText(shown) }) ?? '';
    const posted = datesOf(painted);
    const relative = datesOf(container);
    // The server writes days; the screen, in the reader's browser, how far they are from now.
    expect(posted.map((line) => line.textContent)).toEqual([
      `Posted ${dayOf(shown.date)}`,
      `Closes ${dayOf(shown.closesAt)}`,
    ]);
    expect(relative.map((line) => line.textContent)).toEqual([
      'Posted 2 days ago',
      'Closes in 30 days',
    ]);
    for (const line of [...posted, ...relative]) line.textContent = '';
    for (const part of ['div.border-sky-300', 'section[aria-labelledby="job-description"]']) {
      const rendered = container.querySelector(part);
      const first = painted.querySelector(part);
      expect(rendered).not.toBeNull();
      // The same elements, attributes (in any order) and text.
      expect(first?.isEqualNode(rendered), `${first?.outerHTML}\n${rendered?.outerHTML}`).toBe(
        true,
      );
    }
    // More Jobs comes with the screen, once it has asked for them.
    expect(painted.querySelector('aside')).toBeNull();
  });

  it('shows the job the page was sent with at once, instead of a loading state', () => {
    sendWithPage({ [`/api/jobs/${shown._id}`]: { success: true, job: shown } });
    server();
    renderScreen(<JobDetailPage />, { path, url });
    expect(screen.getByRole('heading', { level: 1, name: shown.title })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading job' })).not.toBeInTheDocument();
    // Its dates as this browser words them, in place of the days the server wrote.
    expect(screen.getByText('Posted 2 days ago')).toBeInTheDocument();
    expect(screen.getByText('Closes in 30 days')).toBeInTheDocument();
  });

  it('asks the API when the page came with no job, or with another answer', async () => {
    sendWithPage({ [`/api/jobs/${shown._id}`]: { success: false } });
    const calls = server();
    renderScreen(<JobDetailPage />, { path, url });
    expect(screen.getByRole('status', { name: 'Loading job' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: shown.title });
    expect(calls.filter((call) => call.url === `/api/jobs/${shown._id}`)).toHaveLength(1);
  });

  it('keeps a keyboard user on the Apply button they tabbed to, and Enter applies', async () => {
    server();
    // The shell's root as the server sent it, the first paint inside, kept before the first render.
    const root = document.createElement('div');
    root.innerHTML = `<main>${fillFirstPaint(jobDetailFirstPaint(), { ...jobFirstPaintText(shown) }) ?? ''}</main>`;
    document.body.append(root);
    keepFirstPaintFocus(root);
    const painted = within(root).getAllByRole('button', { name: 'Apply Now' });
    expect(painted).toHaveLength(2);
    painted[1]?.focus();

    renderScreen(<JobDetailPage />, { path, url, auth: signedIn(), container: root });
    await screen.findByRole('heading', { level: 1, name: shown.title });
    const apply = screen.getAllByRole('button', { name: 'Apply Now' });
    expect(apply[1]).not.toBe(painted[1]);
    // The one under the description, as in the first paint, not the header's.
    expect(apply[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('takes no focus when the person was not on the first paint', async () => {
    server();
    const root = document.createElement('div');
    root.innerHTML = `<main>${fillFirstPaint(jobDetailFirstPaint(), { ...jobFirstPaintText(shown) }) ?? ''}</main>`;
    document.body.append(root);
    keepFirstPaintFocus(root);
    renderScreen(<JobDetailPage />, { path, url, container: root });
    await screen.findByRole('heading', { level: 1, name: shown.title });
    expect(document.body).toHaveFocus();
  });
});
