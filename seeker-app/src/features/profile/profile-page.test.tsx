import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile, ProfileResume } from 'shared-api/contract';
import { pageTitle } from 'shared-api/page-head';
import { user } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn, signedOut } from '../../test/render-screen';
import ProfilePage from './profile-page';

const empty: Profile = {
  headline: '',
  phone: '',
  city: '',
  links: [],
  yearsOfExperience: null,
  skills: [],
};
const onFile: ProfileResume = {
  url: '/files/resumes/r.pdf?signature=s',
  fileName: 'ada-cv.pdf',
  uploadedAt: new Date(2026, 9, 14, 12).getTime(),
};

/** The server's profile; `refuse` answers a save with that 400 message. */
function server({
  profile = empty,
  resume = onFile,
  refuse = '',
}: { profile?: Profile; resume?: ProfileResume | null; refuse?: string } = {}) {
  const state = { profile, resume };
  const answer = (message?: string) => ({
    data: { success: true, message, profile: { ...state.profile, resume: state.resume } },
  });
  return fakeServer(
    routes({
      'GET /api/users/profile': () => answer(),
      'GET /api/users/user': () => ({ data: { success: true, user: user(state.resume?.url) } }),
      'POST /api/users/profile': (config) => {
        if (refuse) return { status: 400, data: { success: false, message: refuse } };
        state.profile = { ...state.profile, ...(JSON.parse(String(config.data)) as Profile) };
        return answer('Profile saved');
      },
      'POST /api/users/remove-resume': () => {
        state.resume = null;
        return { data: { success: true, message: 'Resume removed' } };
      },
      'POST /api/users/update-resume': () => {
        state.resume = { ...onFile, fileName: 'new-cv.pdf' };
        return { data: { success: true, message: 'Resume Updated' } };
      },
    }),
  );
}

const saves = (calls: { url?: string; data?: unknown }[]) =>
  calls
    .filter((c) => c.url === '/api/users/profile' && c.data)
    .map((c) => JSON.parse(String(c.data)) as object);
const render = (auth = signedIn()) => renderScreen(<ProfilePage />, { path: '/profile', auth });

describe('Profile', () => {
  it('saves the fields filled in, each labelled, with skills as tags', async () => {
    const calls = server();
    const person = userEvent.setup();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(document.title).toBe(pageTitle('Profile'));
    await person.type(await screen.findByLabelText('Headline'), 'Product designer');
    await person.type(screen.getByLabelText('Phone'), '+91 98765 43210');
    await person.type(screen.getByLabelText('City'), 'Chennai');
    await person.type(screen.getByLabelText('Years of experience'), '7');
    await person.type(screen.getByLabelText('Link 1'), 'https://ada.example');
    await person.type(screen.getByLabelText('Skills'), 'Figma{Enter}');
    await person.type(screen.getByLabelText('Skills'), 'Research');
    await person.click(screen.getByRole('button', { name: 'Add skill' }));
    const tags = screen.getByRole('list', { name: 'Your skills' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Figma', 'Research']);
    await person.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(saves(calls)).toEqual([
      {
        headline: 'Product designer',
        phone: '+91 98765 43210',
        city: 'Chennai',
        links: ['https://ada.example'],
        yearsOfExperience: 7,
        skills: ['Figma', 'Research'],
      },
    ]);
  });

  it('keeps the focus in Skills when the list fills up and when a tag is removed', async () => {
    const skills = Array.from({ length: 29 }, (_, index) => `Skill ${index + 1}`);
    server({ profile: { ...empty, skills } });
    const person = userEvent.setup();
    render();
    const box = await screen.findByLabelText('Skills');
    await person.type(box, 'Figma{Enter}');
    expect(screen.getByText(/30 of 30/)).toHaveTextContent('Remove one to add another.');
    expect(box).toHaveFocus();
    await person.type(box, 'More{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Your skills' })).getAllByRole('listitem'),
    ).toHaveLength(30);
    await person.click(screen.getByRole('button', { name: 'Remove Figma' }));
    expect(box).toHaveFocus();
    expect(box).not.toHaveAttribute('readonly');
  });

  it('names a wrong link beside its box and sends nothing', async () => {
    const calls = server();
    const person = userEvent.setup();
    render();
    await person.type(await screen.findByLabelText('Link 2'), 'ftp://files.example');
    await person.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Correct the fields marked below.');
    expect(screen.getByLabelText('Link 2')).toHaveAccessibleDescription(
      'A link must be a web address starting with http:// or https://',
    );
    // Taken to the box to put right.
    expect(screen.getByLabelText('Link 2')).toHaveFocus();
    expect(saves(calls)).toEqual([]);
  });

  it('shows the field the server refused beside it', async () => {
    server({ refuse: 'Invalid city in the body: The city is not one we know' });
    const person = userEvent.setup();
    render();
    await person.type(await screen.findByLabelText('City'), 'Atlantis');
    await person.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('The city is not one we know')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(
      'The city is not one we know',
    );
    expect(screen.getByLabelText('City')).toHaveValue('Atlantis');
    expect(screen.getByLabelText('City')).toHaveFocus();
  });

  it('shows the resume by name and upload day, and removes it once confirmed', async () => {
    server();
    const person = userEvent.setup();
    render();
    expect(await screen.findByRole('link', { name: 'ada-cv.pdf' })).toHaveAttribute(
      'href',
      onFile.url,
    );
    expect(screen.getByText('Uploaded on October 14, 2026')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Remove resume' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your resume?' });
    await person.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/No resume on file/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ada-cv.pdf' })).not.toBeInTheDocument();
  });

  it('replaces the resume with a PDF, refusing another kind of file', async () => {
    const calls = server();
    const person = userEvent.setup({ applyAccept: false });
    render();
    const chooser = await screen.findByLabelText('Replace resume');
    expect(chooser).toHaveAccessibleDescription('PDF only, 5 MB at most.');
    await person.upload(chooser, new File(['x'], 'cv.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The resume must be a PDF file');
    expect(chooser).toHaveAttribute('aria-invalid', 'true');
    expect(chooser).toHaveAccessibleDescription(
      /^PDF only, 5 MB at most\. The resume must be a PDF/,
    );
    await person.upload(chooser, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: 'new-cv.pdf' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/users/update-resume')).toHaveLength(1);
  });

  it('asks a visitor to sign in', () => {
    server();
    render(signedOut);
    expect(screen.getByText('Sign in to see your profile.')).toBeInTheDocument();
  });
});
