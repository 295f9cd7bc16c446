import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';

const authAnswer = () => ({
  data: { success: true, message: 'Logged in', company, token: 'company-token' },
});
const emptyLists = {
  'GET /api/company/company': () => ({ data: { success: true, company } }),
  'GET /api/company/list-jobs': () => ({ data: { success: true, jobsData: [] } }),
};

async function openOverlay() {
  const user = userEvent.setup();
  renderRecruiterApp();
  await user.click(screen.getByRole('button', { name: 'Recruiter Login' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Recruiter Login' }) };
}

describe('Recruiter login overlay', () => {
  it('locks page scroll, keeps focus inside, and closes on Escape with focus back on its opener', async () => {
    fakeServer(routes({}));
    const { user, dialog } = await openOverlay();
    expect(dialog).toHaveTextContent('Welcome back! Please sign in to continue.');
    expect(dialog).toHaveTextContent('Forgot Password');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByLabelText('Email Id')).toHaveFocus();
    expect(within(dialog).getByLabelText('Email Id')).toHaveAttribute('type', 'email');

    // From the first control Shift+Tab wraps to the last one, and Tab from there wraps back.
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Sign Up' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Recruiter Login' })).toHaveFocus();
  });

  it('closes from its close icon', async () => {
    fakeServer(routes({}));
    const { user, dialog } = await openOverlay();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs in: stores the token under companyToken, closes and goes to the dashboard', async () => {
    const calls = fakeServer(routes({ 'POST /api/company/login': authAnswer, ...emptyLists }));
    const { user, dialog } = await openOverlay();
    await user.type(within(dialog).getByLabelText('Email Id'), 'hr@acme.test');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('No Jobs Available or Posted')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Acme Software')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('companyToken')).toBe('company-token');
    expect(screen.getByLabelText('Current URL')).toHaveTextContent('/dashboard/manage-jobs');
    expect(JSON.parse(String(calls[0]?.data))).toEqual({
      email: 'hr@acme.test',
      password: 'secret-pass',
    });
  });

  it('signs up in two steps and refuses to send without a logo', async () => {
    const calls = fakeServer(routes({ 'POST /api/company/register': authAnswer, ...emptyLists }));
    const { user, dialog } = await openOverlay();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    const signUp = screen.getByRole('dialog', { name: 'Recruiter Sign Up' });
    for (const label of ['Company Name', 'Email Id', 'Password']) {
      expect(within(signUp).getByLabelText(label)).toBeRequired();
    }
    await user.type(within(signUp).getByLabelText('Company Name'), 'Acme Software');
    await user.type(within(signUp).getByLabelText('Email Id'), 'hr@acme.test');
    await user.type(within(signUp).getByLabelText('Password'), 'long-enough-1');
    await user.click(within(signUp).getByRole('button', { name: 'Next' }));
    expect(within(signUp).getByLabelText('Upload Company logo')).toHaveFocus();
    await user.click(within(signUp).getByRole('button', { name: 'Back' }));
    expect(within(signUp).getByLabelText('Company Name')).toHaveFocus();
    expect(within(signUp).getByLabelText('Company Name')).toHaveValue('Acme Software');
    await user.click(within(signUp).getByRole('button', { name: 'Next' }));

    await user.click(within(signUp).getByRole('button', { name: 'Create Account' }));
    // A toast, and the same words in the form (login-errors.test.tsx).
    expect(await within(signUp).findByRole('alert')).toHaveTextContent(
      'Please upload a company logo',
    );
    expect(calls).toHaveLength(0);

    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(within(signUp).getByLabelText('Upload Company logo'), logo);
    expect(within(signUp).getByRole('img', { name: 'Company logo preview' })).toBeInTheDocument();
    await user.click(within(signUp).getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Welcome, Acme Software')).toBeInTheDocument();
    const form = calls[0]?.data as FormData;
    expect(calls[0]?.url).toBe('/api/company/register');
    expect(form.get('name')).toBe('Acme Software');
    expect(form.get('email')).toBe('hr@acme.test');
    expect(form.get('password')).toBe('long-enough-1');
    expect((form.get('image') as File).name).toBe('logo.png');
    expect(localStorage.getItem('companyToken')).toBe('company-token');
  });
});
