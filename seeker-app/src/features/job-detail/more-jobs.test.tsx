import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { job, page } from '../../test/fixtures';
import { fakeServer, renderScreen, routes } from '../../test/render-screen';
import JobDetailPage from './job-detail-page';

const shown = job(1, { title: 'Staff Designer' });
const next = job(3);

describe('More Jobs', () => {
  it("opens a card's job here by its title: at its top, the keyboard on its heading", async () => {
    fakeServer(
      routes({
        [`GET /api/jobs/${shown._id}`]: () => ({ data: { success: true, job: shown } }),
        [`GET /api/jobs/${next._id}`]: () => ({ data: { success: true, job: next } }),
        'GET /api/jobs': () => page([job(2), next]),
      }),
    );
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen(<JobDetailPage />, { path: '/apply-jobs/:id', url: `/apply-jobs/${shown._id}` });
    const more = await screen.findByRole('complementary', { name: 'More Jobs from the company' });
    const title = await within(more).findByRole('link', { name: 'Job number 3' });

    title.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Current URL')).toHaveTextContent(`/apply-jobs/${next._id}`);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    // The link has gone with the page it was on; the keyboard goes on from the new page's top.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Job number 3' });
    await waitFor(() => expect(heading).toHaveFocus());
    scrollTo.mockRestore();
  });
});
