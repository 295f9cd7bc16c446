import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicantsServer, jobB } from '../../test/applicants-server';
import { renderRecruiterApp } from '../../test/render-screen';
import { ada, asking, bob } from '../../test/screened-applicants';

const open = () =>
  renderRecruiterApp({ url: '/dashboard/view-applications', companyToken: 'company-token' });

describe('View Applications applicant panel', () => {
  it('shows the chosen applicant’s contact, profile, answers, cover letter and resume', async () => {
    applicantsServer([ada, bob], {}, [asking, jobB]);
    const user = userEvent.setup();
    open();
    // The spec's headings stay.
    for (const heading of ['#', 'User Name', 'Job Title', 'Location', 'Resume', 'Action'])
      expect(await screen.findByRole('columnheader', { name: heading })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Ada Lovelace/ });
    expect(within(row).getByText('Screened out')).toBeInTheDocument();

    const name = within(row).getByRole('button', { name: 'Ada Lovelace' });
    expect(name).toHaveAttribute('aria-expanded', 'false');
    await user.click(name);
    const panel = screen.getByRole('region', { name: 'Ada Lovelace' });
    expect(within(panel).getByRole('heading', { name: 'Ada Lovelace' })).toHaveFocus();
    expect(name).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'ada@example.test' })).toHaveAttribute(
      'href',
      'mailto:ada@example.test',
    );
    expect(within(panel).getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
    expect(within(panel).getByText('Analytical engine programmer')).toBeInTheDocument();
    expect(within(panel).getByText('London')).toBeInTheDocument();
    expect(within(panel).getByText('12 years')).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'https://ada.example.test' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Skills' })).toHaveTextContent(
      'MathematicsPoetry',
    );

    const licence = within(panel).getByText('Do you hold a driving licence?').parentElement!;
    expect(licence).toHaveTextContent('No');
    expect(licence).toHaveTextContent('Screened out: the job asks for “Yes”');
    const shift = within(panel).getByText('Which shift?').parentElement!;
    expect(shift).toHaveTextContent('Night');
    expect(shift).not.toHaveTextContent('Screened out');
    expect(within(panel).getByText(/I would love to join\./)).toBeInTheDocument();

    expect(within(panel).getByTitle('Resume of Ada Lovelace')).toHaveAttribute(
      'src',
      '/files/resumes/1.pdf?signature=s&inline=1',
    );
    expect(within(panel).getByRole('link', { name: 'Download resume' })).toHaveAttribute(
      'href',
      '/files/resumes/1.pdf?signature=s',
    );

    // Another applicant replaces the first; closing gives focus back to their name.
    await user.click(screen.getByRole('button', { name: 'Bob Byte' }));
    const bobs = screen.getByRole('region', { name: 'Bob Byte' });
    expect(within(bobs).getByText('No questions asked.')).toBeInTheDocument();
    expect(within(bobs).getByText('No cover letter.')).toBeInTheDocument();
    await user.click(within(bobs).getByRole('button', { name: 'Close Bob Byte' }));
    expect(screen.queryByRole('region', { name: 'Bob Byte' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bob Byte' })).toHaveFocus();

    // Its name, pressed again, closes it.
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(screen.getByRole('region', { name: 'Ada Lovelace' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace', expanded: true }));
    expect(screen.queryByRole('region', { name: 'Ada Lovelace' })).not.toBeInTheDocument();

    // Escape closes it too.
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toHaveFocus();
  });

  it('covers the list on a phone, keeps Tab inside, and gives focus back on Close', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      applicantsServer([ada, bob], {}, [asking, jobB]);
      const user = userEvent.setup();
      open();
      await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
      const panel = screen.getByRole('region', { name: 'Ada Lovelace' });
      expect(
        screen.getByRole('heading', { name: 'View Applications' }).closest('[inert]'),
      ).not.toBeNull();
      expect(panel.closest('[inert]')).toBeNull();

      const close = within(panel).getByRole('button', { name: 'Close Ada Lovelace' });
      await user.tab({ shift: true });
      expect(within(panel).getByRole('link', { name: 'Download resume' })).toHaveFocus();
      await user.tab();
      expect(close).toHaveFocus();

      await user.click(close);
      expect(screen.queryByRole('region', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toHaveFocus();
      expect(
        screen.getByRole('heading', { name: 'View Applications' }).closest('[inert]'),
      ).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  // The frame's document takes the focus, which no selector sees: the page draws the ring itself.
  it('rings the resume preview while the keyboard is in it, and not once it leaves', async () => {
    applicantsServer([ada, bob], {}, [asking, jobB]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const panel = screen.getByRole('region', { name: 'Ada Lovelace' });
    const resume = within(panel).getByTitle('Resume of Ada Lovelace');
    expect(resume).not.toHaveClass('outline-2');

    // No window blur here, as when another tab of the browser held the focus: the frame's own
    // arrival is enough.
    resume.focus();
    expect(resume).toHaveFocus();
    await waitFor(() => expect(resume).toHaveClass('outline-2'));

    within(panel).getByRole('link', { name: 'Download resume' }).focus();
    await waitFor(() => expect(resume).not.toHaveClass('outline-2'));
  });
});
